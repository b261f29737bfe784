/**
 * Signed contract versions: version 1 'original' is written when the
 * employee applies, with the requested figures and the drawn signature; version 2
 * 'counter_offer' when the employee accepts a counter offer, with the offered figures
 * and a NEW signature. Each version keeps its own figures, so the contract of a version
 * always shows what was signed over that signature.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ContractFigures, ContractKind, ContractVersion, LoanOriginalFigures } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { loanContracts } from '../../db/schema';

export type ContractRow = typeof loanContracts.$inferSelect;

export async function insertContractVersion(
  tx: DbOrTx,
  input: {
    /** The loan's company (decision 101: the row and its file are the company's). */
    companyId: number;
    loanId: number;
    version: number;
    kind: ContractKind;
    figures: ContractFigures;
    signatureFileId: string | null;
    signedAt?: Date;
  },
): Promise<void> {
  await tx.insert(loanContracts).values({
    companyId: input.companyId,
    loanId: input.loanId,
    version: input.version,
    kind: input.kind,
    ...input.figures,
    signatureFileId: input.signatureFileId,
    ...(input.signedAt ? { signedAt: input.signedAt } : {}),
  });
}

/** The version after the loan's latest (1 for a loan without any). */
export async function nextContractVersion(tx: DbOrTx, loanId: number): Promise<number> {
  const [latest] = await tx
    .select({ version: loanContracts.version })
    .from(loanContracts)
    .where(eq(loanContracts.loanId, loanId))
    .orderBy(desc(loanContracts.version))
    .limit(1);
  return (latest?.version ?? 0) + 1;
}

/** All versions of a loan, oldest first. */
export async function contractVersionsOf(db: DbOrTx, loanId: number): Promise<ContractRow[]> {
  return db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId)).orderBy(asc(loanContracts.version));
}

/** One version, or the latest when `version` is absent; null when there is none. */
export async function contractVersion(db: DbOrTx, loanId: number, version?: number): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(loanContracts)
    .where(
      version === undefined
        ? eq(loanContracts.loanId, loanId)
        : and(eq(loanContracts.loanId, loanId), eq(loanContracts.version, version)),
    )
    .orderBy(desc(loanContracts.version))
    .limit(1);
  return row ?? null;
}

export function contractListing(rows: readonly ContractRow[]): ContractVersion[] {
  return rows.map((r) => ({ version: r.version, kind: r.kind, signedAt: r.signedAt.toISOString() }));
}

/** The requested figures: those of the 'original' version (1), never rebuilt from the audit. */
export function originalFiguresOf(rows: readonly ContractRow[]): LoanOriginalFigures | null {
  const original = rows.find((r) => r.kind === 'original');
  if (!original) return null;
  return {
    originalAmount: original.amount,
    weeklyDiscount: original.weeklyDiscount,
    interestAmount: original.interestAmount,
    totalAmount: original.totalAmount,
    weeksNeeded: original.weeksNeeded,
    finalPayment: original.finalPayment,
    finalPaymentDate: original.finalPaymentDate,
  };
}

/** A loan row's effective figures in contract form (version 1 at apply). */
export function loanFigures(loan: {
  originalAmount: string;
  weeklyDiscount: string;
  interestAmount: string;
  totalAmount: string;
  weeksNeeded: number;
  paidByDeductions: string;
  finalPayment: string;
  finalPaymentDate: string;
}): ContractFigures {
  return {
    amount: loan.originalAmount,
    weeklyDiscount: loan.weeklyDiscount,
    interestAmount: loan.interestAmount,
    totalAmount: loan.totalAmount,
    weeksNeeded: loan.weeksNeeded,
    paidByDeductions: loan.paidByDeductions,
    finalPayment: loan.finalPayment,
    finalPaymentDate: loan.finalPaymentDate,
  };
}
