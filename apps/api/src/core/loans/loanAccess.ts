/**
 * Who sees and who moves a loan: its owner (the loan's employee user, with the own_loans
 * grants) or staff of its company with the loans grant. Anyone else gets 404, so ids of
 * other people's or other companies' loans reveal nothing (03 §1 company scope).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../auth/authUser';
import { isAuthorized, isPermitted } from '../policy/authorize';

export type LoanRow = typeof loans.$inferSelect & { employeeUserId: number | null };

const loanColumns = getTableColumns(loans);

export async function loadLoan(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<LoanRow | null> {
  const query = db
    .select({
      ...loanColumns,
      employeeUserId: sql<number | null>`(select ${employees.userId} from ${employees} where ${employees.id} = ${loans.employeeId})`,
    })
    .from(loans)
    .where(eq(loans.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function isLoanOwner(loan: Pick<LoanRow, 'userId' | 'employeeUserId'>, caller: { id: number }): boolean {
  return loan.userId === caller.id || loan.employeeUserId === caller.id;
}

const notFound = () => new AppError('not_found', { message: 'El préstamo no existe.' });

/** The loan when the caller may read it: owner (own_loans READ) or company staff (loans READ). */
export async function readableLoan(db: DbOrTx, caller: AuthUser, id: number): Promise<{ loan: LoanRow; owner: boolean }> {
  const loan = await loadLoan(db, id);
  if (!loan || !(await isAuthorized(db, caller, null, { companyId: loan.companyId }))) throw notFound();
  const owner = isLoanOwner(loan, caller) && isPermitted(caller, { type: 'ENTITY', resource: 'own_loans', action: 'READ' });
  if (owner) return { loan, owner: true };
  if (isPermitted(caller, { resource: 'loans', action: 'READ' })) return { loan, owner: false };
  throw notFound();
}

/**
 * The caller's own loan, locked for the transaction (counter-offer answers,
 * documentation completed). `companyId`, when the client sends it, must be the loan's.
 */
export async function ownLoanForUpdate(tx: DbOrTx, caller: AuthUser, id: number, companyId?: number): Promise<LoanRow> {
  const loan = await loadLoan(tx, id, { forUpdate: true });
  if (!loan || !isLoanOwner(loan, caller)) throw notFound();
  if (companyId !== undefined && companyId !== loan.companyId) throw notFound();
  if (!(await isAuthorized(tx, caller, null, { companyId: loan.companyId }))) throw notFound();
  return loan;
}

/** A loan of the given company, locked, for staff actions (the guard checked company access). */
export async function companyLoanForUpdate(tx: DbOrTx, id: number, companyId: number): Promise<LoanRow> {
  const loan = await loadLoan(tx, id, { forUpdate: true });
  if (!loan || loan.companyId !== companyId) throw notFound();
  return loan;
}
