/**
 * All-or-nothing locking of a set of loans of ONE company, for every bulk route (mass
 * approve/reject/counter-offer, treasury confirm/report). Inside the caller's
 * transaction it authorizes the caller for the company, then either locks every
 * requested loan (SELECT … FOR UPDATE) or locks nothing and answers 404 loans_not_found.
 * Ids of another company and ids that do not exist get the same answer, naming no id: the
 * caller may see neither, so the answer must not tell them apart (decision 048;
 * it replaces the 403/404 split of decision 014). A batch holding one of the caller's own loans
 * (they applied for it, or its employee record is theirs) is refused whole with 403
 * own_record_forbidden naming those loans, for the actions nobody does on their own (decision 097).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { authorize, type PolicyUser } from './authorize';
import { holdsStaffGrant, ownRecordIds, serverMessage, type LoanStatus, type ObjectAction } from '@abono/domain';

export type LockedLoan = typeof loans.$inferSelect;

export interface LockCompanyLoansInput {
  caller: PolicyUser;
  companyId: number;
  loanIds: readonly number[];
  /** The object action done to every loan (its grants are the policy's OBJECT_ACCESS row). */
  action: ObjectAction;
}

/**
 * Locks the loans and returns them ordered by id (duplicates in `loanIds` count once).
 * Locks are taken in ascending id order, so two bulk actions over overlapping sets queue
 * behind each other instead of deadlocking.
 */
export async function lockCompanyLoans(tx: Tx, input: LockCompanyLoansInput): Promise<LockedLoan[]> {
  const { caller, companyId, action } = input;
  // 403 forbidden without the action's grant, 403 company_forbidden outside the company.
  if (!holdsStaffGrant(caller, action)) throw new AppError('forbidden');
  await authorize(tx, caller, null, { companyId });
  const ids = [...new Set(input.loanIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw new AppError('validation_error', { fields: { loan_ids: 'errors.select_loans' } });

  // Classify first without locks: a loan's company never changes, so this is stable, and
  // rows of other companies are never locked (or waited on) by this company's action.
  const found = await tx
    .select({ id: loans.id, companyId: loans.companyId, userId: loans.userId, employeeUserId: employees.userId })
    .from(loans)
    .leftJoin(employees, eq(employees.id, loans.employeeId))
    .where(inArray(loans.id, ids));
  const companyOf = new Map(found.map((row) => [row.id, row.companyId]));
  if (ids.some((id) => companyOf.get(id) !== companyId)) throw new AppError('loans_not_found');
  const own = ownRecordIds(
    caller.id,
    action,
    found.map((row) => ({ id: row.id, ownerIds: [row.userId, row.employeeUserId] })),
  ).sort((a, b) => a - b);
  if (own.length > 0) throw ownLoansRefusal(own);

  // ORDER BY under FOR UPDATE: PostgreSQL locks rows as the sorted scan returns them.
  const locked = await tx.select().from(loans).where(inArray(loans.id, ids)).orderBy(asc(loans.id)).for('update');
  if (locked.length !== ids.length) {
    // Deleted between the two reads (a database reset): answered like any id not in the company.
    throw new AppError('loans_not_found');
  }
  return locked;
}

/** 403 naming the caller's own loans of the batch, so they can deselect exactly those. */
function ownLoansRefusal(ids: readonly number[]): AppError {
  const names = ids.map((id) => `#${id}`).join(', ');
  return new AppError('own_record_forbidden', {
    message: serverMessage('ownLoansInBatch', { loans: names }),
    details: { loan_ids: [...ids] },
  });
}

export interface LockCompanyLoansInStatusesInput {
  caller: PolicyUser;
  companyId: number;
  /** Every loan of the company in one of these statuses is locked. */
  statuses: readonly LoanStatus[];
  action: ObjectAction;
}

/**
 * Locks every loan of the company in one of `statuses` (the bank money request takes all the
 * approved, accepted and error_released ones, 03 §3) and returns their ids and statuses ordered by
 * id, after the same grant and company checks as lockCompanyLoans. Only those two columns travel:
 * reading whole rows made 10,000 loans take ten times longer. Rows are locked in ascending id order like
 * there, so it queues behind (never deadlocks with) a bulk action over some of the same loans. A
 * second caller waiting on these locks re-reads each row once it is free (READ COMMITTED), so a
 * loan another transaction moved out of `statuses` meanwhile is not returned: each loan is taken
 * once.
 */
export async function lockCompanyLoansInStatuses(
  tx: Tx,
  input: LockCompanyLoansInStatusesInput,
): Promise<Array<Pick<LockedLoan, 'id' | 'status'>>> {
  const { caller, companyId, statuses, action } = input;
  if (!holdsStaffGrant(caller, action)) throw new AppError('forbidden');
  await authorize(tx, caller, null, { companyId });
  if (statuses.length === 0) return [];
  return tx
    .select({ id: loans.id, status: loans.status })
    .from(loans)
    .where(and(eq(loans.companyId, companyId), inArray(loans.status, [...statuses])))
    .orderBy(asc(loans.id))
    .for('update');
}
