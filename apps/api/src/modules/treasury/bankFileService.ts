/**
 * GET /treasury/bank-file (03 §3 "download bank money request file", §4): the bank money request
 * `solicitud_bancaria_{YYYYMMDD}.csv` of the company's approved, accepted and error_released loans,
 * which it moves to `applied`. One transaction: the loans are locked, pre-validated like the
 * dispersion files (a dismissed employee is never paid, 03 §6), moved with their audit rows, and
 * the file is written and kept in the history. A second download finds nothing left to move
 * (404); the history still serves the first file (decision 070).
 */
import { LOAN_TRANSITIONS, sumMoney } from '@abono/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/appError';
import { recordAudits } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { updateLoanStatuses } from '../../core/loans/bulkStatusUpdate';
import { lockCompanyLoansInStatuses } from '../../core/policy/lockCompanyLoans';
import { bankRequestFileName, writeBankRequestCsv } from '../../files/treasury/bankRequestCsv';
import type { Clock } from '../../lib/clock';
import { assertPayable, loadPayees, loanIdIn, type Payee } from './payees';
import { recordTreasuryFile, reserveFileSlot, treasuryFileMediaType, type TreasuryFileAnswer } from './historyService';

/** The statuses the bank request takes and the one it gives: the `bank_file` transition (03 §3). */
const REQUEST_FROM = LOAN_TRANSITIONS.bank_file.from;
const APPLIED = LOAN_TRANSITIONS.bank_file.to;

function requestRows(payees: readonly Payee[]) {
  return payees.map((p) => ({
    controlNumber: p.controlNumber,
    name: p.name,
    tin: p.tin,
    // assertPayable refused every payee without an account and a bank.
    bankCode: p.bank!,
    accountNumber: p.accountNumber!,
    amount: p.amount,
    loanId: p.loanId,
  }));
}

export async function generateBankRequest(
  db: Db,
  actor: AuthUser,
  companyId: number,
  clock: Clock,
): Promise<TreasuryFileAnswer> {
  const now = clock.now();
  const day = clock.today();
  return db.transaction(async (tx) => {
    const locked = await lockCompanyLoansInStatuses(tx, {
      caller: actor,
      companyId,
      statuses: REQUEST_FROM,
      action: 'loan.disburse',
    });
    if (locked.length === 0) throw new AppError('no_loans_to_request');
    const ids = locked.map((loan) => loan.id);
    const payees = await loadPayees(tx, companyId, loanIdIn(ids));
    assertPayable(payees, 'bank_request');

    await updateLoanStatuses(tx, ids, APPLIED, { set: { appliedAt: now, updatedAt: now } });
    await recordAudits(
      tx,
      locked.map((loan) => ({
        entityType: 'loan',
        entityId: loan.id,
        companyId,
        actorUserId: actor.id,
        action: 'bank_file',
        fromStatus: loan.status,
        toStatus: APPLIED,
      })),
    );

    const fileName = bankRequestFileName(day);
    const content = writeBankRequestCsv(requestRows(payees));
    const slot = await reserveFileSlot(tx, { companyId, kind: 'bank_request', bank: null, businessDay: day });
    await recordTreasuryFile(tx, {
      slot,
      companyId,
      kind: 'bank_request',
      bank: null,
      businessDay: day,
      fileName,
      createdBy: actor.id,
      createdAt: now,
      loanIds: ids,
      total: sumMoney(payees.map((p) => p.amount)),
      content,
    });
    return { fileName, mediaType: treasuryFileMediaType('bank_request', null), content };
  });
}
