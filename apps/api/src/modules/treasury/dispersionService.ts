/**
 * GET /treasury/generate (spec 02 §7 "Treasury", 03 §4): the dispersion file of the company's
 * `applied` loans, Banorte `NI{emisora}{NN}.PAG` (or `pagos_{date}.PAG` without an issuer code)
 * or HSBC `HSBC.csv`. It changes no loan status (03 §3: the deposit is confirmed apart). Every
 * payee is pre-validated before anything is written; the file is kept in the history with its
 * sequence of the day, which is Banorte's NN (decision 070). One query reads the loans and their
 * employees, so 10,000 loans stay one round trip.
 */
import { eq } from 'drizzle-orm';
import { holdsStaffGrant, LOAN_TRANSITIONS, sumMoney, type BankCode } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { companySettings, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { authorize } from '../../core/policy/authorize';
import {
  BANORTE_MAX_SEQUENCE,
  banorteEmisora,
  banorteFileName,
  writeBanortePag,
} from '../../files/treasury/banortePag';
import { HSBC_FILE_NAME, hsbcDebitAccount, writeHsbcCsv } from '../../files/treasury/hsbcCsv';
import type { Clock } from '../../lib/clock';
import { assertPayable, loadPayees, type Payee } from './payees';
import { recordTreasuryFile, reserveFileSlot, treasuryFileMediaType, type TreasuryFileAnswer } from './historyService';

const BANORTE: BankCode = '072';

interface CompanyBankSettings {
  issuerCode: string | null;
  hsbcAccount: string | null;
}

async function bankSettingsOf(db: DbOrTx, companyId: number): Promise<CompanyBankSettings> {
  const [row] = await db
    .select({ issuerCode: companySettings.issuerCode, hsbcAccount: companySettings.hsbcAccountNumber })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return { issuerCode: row?.issuerCode ?? null, hsbcAccount: row?.hsbcAccount ?? null };
}

/** What the file needs from settings, checked before the loans (422 on the company, not on a loan). */
function checkSettings(bank: BankCode, settings: CompanyBankSettings): void {
  if (bank === BANORTE) {
    if (banorteEmisora(settings.issuerCode) === null) throw new AppError('issuer_code_not_banorte');
  } else if (hsbcDebitAccount(settings.hsbcAccount) === null) {
    throw new AppError('hsbc_account_missing');
  }
}

interface Written {
  fileName: string;
  content: Buffer;
}

function writeDispersion(
  bank: BankCode,
  settings: CompanyBankSettings,
  payees: readonly Payee[],
  day: string,
  slot: { id: number; sequence: number },
): Written {
  // assertPayable refused every payee without an account and a bank.
  if (bank === BANORTE) {
    const details = payees.map((p) => ({
      employeeNumber: p.controlNumber,
      legend: p.name,
      amount: p.amount,
      bankCode: p.bank!,
      account: p.accountNumber!,
    }));
    return {
      fileName: banorteFileName(settings.issuerCode, day, slot.sequence),
      content: writeBanortePag({ issuerCode: settings.issuerCode, date: day, sequence: slot.sequence, details }),
    };
  }
  const details = payees.map((p) => ({ account: p.accountNumber!, amount: p.amount, beneficiary: p.name }));
  return {
    fileName: HSBC_FILE_NAME,
    content: writeHsbcCsv({
      debitAccount: hsbcDebitAccount(settings.hsbcAccount)!,
      date: day,
      // The history row's id: unique across every file, as the bank asks of a batch reference.
      batchReference: String(slot.id),
      details,
    }),
  };
}

export async function generateDispersion(
  db: Db,
  actor: AuthUser,
  companyId: number,
  bank: BankCode,
  clock: Clock,
): Promise<TreasuryFileAnswer> {
  const now = clock.now();
  const day = clock.today();
  return db.transaction(async (tx) => {
    // The guard decided already; asked again here as the bank request's lock does, so the service
    // is safe whoever calls it.
    if (!holdsStaffGrant(actor, 'loan.disburse')) throw new AppError('forbidden');
    await authorize(tx, actor, null, { companyId });
    // What the bank request applied is what the dispersion pays.
    const payees = await loadPayees(tx, companyId, eq(loans.status, LOAN_TRANSITIONS.bank_file.to));
    if (payees.length === 0) throw new AppError('no_applied_loans');
    const settings = await bankSettingsOf(tx, companyId);
    checkSettings(bank, settings);
    assertPayable(payees, bank === BANORTE ? 'banorte' : 'hsbc');

    const slot = await reserveFileSlot(tx, { companyId, kind: 'dispersion', bank, businessDay: day });
    // Banorte's NN has two digits: a hundredth file of the day cannot be named (409, not a 500).
    if (bank === BANORTE && slot.sequence > BANORTE_MAX_SEQUENCE) throw new AppError('conflict');
    const { fileName, content } = writeDispersion(bank, settings, payees, day, slot);
    await recordTreasuryFile(tx, {
      slot,
      companyId,
      kind: 'dispersion',
      bank,
      businessDay: day,
      fileName,
      createdBy: actor.id,
      createdAt: now,
      loanIds: payees.map((p) => p.loanId),
      total: sumMoney(payees.map((p) => p.amount)),
      content,
    });
    return { fileName, mediaType: treasuryFileMediaType('dispersion', bank), content };
  });
}
