/**
 * Loading a loan for the one who may see or move it. Who may is the policy's decision
 * (`requireAccess`: the owner — the loan's applicant or its employee's user — with the own_loans
 * grants, or staff of its company with the loans grant); anyone else gets 404, so ids of other
 * people's or other companies' loans reveal nothing (03 §1 company scope).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { serverMessage } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../auth/authUser';
import { accessCapacity, requireAccess, type ObjectAction } from '../policy/requireAccess';

export type LoanRow = typeof loans.$inferSelect & { employeeUserId: number | null };

const loanColumns = getTableColumns(loans);

export async function loadLoan(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<LoanRow | null> {
  const query = db
    .select({
      ...loanColumns,
      employeeUserId: sql<
        number | null
      >`(select ${employees.userId} from ${employees} where ${employees.id} = ${loans.employeeId})`,
    })
    .from(loans)
    .where(eq(loans.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

const notFound = () => new AppError('not_found', { message: serverMessage('loanNotFound') });

/** The loan as the policy sees one: its company and its owners. */
const accessObject = (loan: LoanRow) => ({ companyId: loan.companyId, ownerIds: [loan.userId, loan.employeeUserId] });

/** Asks the policy about the loan. */
async function accessibleLoan(
  db: DbOrTx,
  caller: AuthUser,
  action: ObjectAction,
  loan: LoanRow | null,
  companyId?: number,
) {
  const object = loan && accessObject(loan);
  const { capacity } = await requireAccess(db, caller, action, object, { companyId, notFound });
  return { loan: loan!, owner: capacity === 'owner' };
}

/**
 * Whether a caller who just acted on the loan reads it as its owner, as GET /loans/{id} would
 * decide (`isOwner` of the detail): by the grants alone, since the action already found the loan
 * within the caller's reach.
 */
export function readsAsOwner(caller: AuthUser, loan: LoanRow): boolean {
  return accessCapacity(caller, 'loan.read', accessObject(loan)) === 'owner';
}

/** The loan when the caller may read it: owner (own_loans READ) or company staff (loans READ). */
export async function readableLoan(
  db: DbOrTx,
  caller: AuthUser,
  id: number,
): Promise<{ loan: LoanRow; owner: boolean }> {
  return accessibleLoan(db, caller, 'loan.read', await loadLoan(db, id));
}

/**
 * The caller's own loan, locked for the transaction (counter-offer answers,
 * documentation completed). `companyId`, when the client sends it, must be the loan's.
 */
export async function ownLoanForUpdate(tx: DbOrTx, caller: AuthUser, id: number, companyId?: number): Promise<LoanRow> {
  return (await accessibleLoan(tx, caller, 'loan.answer', await loadLoan(tx, id, { forUpdate: true }), companyId)).loan;
}

/** A loan of the selected company, locked, for staff actions. */
export async function companyLoanForUpdate(
  tx: DbOrTx,
  caller: AuthUser,
  id: number,
  companyId: number,
): Promise<LoanRow> {
  return (await accessibleLoan(tx, caller, 'loan.manage', await loadLoan(tx, id, { forUpdate: true }), companyId)).loan;
}
