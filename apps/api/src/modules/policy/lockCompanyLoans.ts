/**
 * All-or-nothing locking of a set of loans of ONE company, for every bulk route (mass
 * approve/reject/counter-offer, treasury confirm/report). Inside the caller's
 * transaction it authorizes the caller for the company, then either locks every
 * requested loan (SELECT … FOR UPDATE) or locks nothing and answers with the offending ids:
 *   - 403 loans_not_in_company, details.loan_ids = the ids that belong to another company;
 *   - 404 loans_not_found,      details.loan_ids = the ids that do not exist.
 * Foreign ids win over missing ones: an attempt on another company's data is the more
 * serious mistake, and it is reported even when some ids are missing as well.
 * Decision record 014.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { authorize, type PolicyAction, type PolicyUser } from './authorize';

export type LockedLoan = typeof loans.$inferSelect;

export interface LockCompanyLoansInput {
  caller: PolicyUser;
  companyId: number;
  loanIds: readonly number[];
  /** The grant the bulk action needs (e.g. loans WRITE, treasury WRITE). */
  action: PolicyAction;
}

/**
 * Locks the loans and returns them ordered by id (duplicates in `loanIds` count once).
 * Locks are taken in ascending id order, so two bulk actions over overlapping sets queue
 * behind each other instead of deadlocking.
 */
export async function lockCompanyLoans(tx: Tx, input: LockCompanyLoansInput): Promise<LockedLoan[]> {
  const { caller, companyId, action } = input;
  await authorize(tx, caller, action, { companyId });
  const ids = [...new Set(input.loanIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw new AppError('validation_error', { fields: { loan_ids: 'errors.select_loans' } });

  // Classify first without locks: a loan's company never changes, so this is stable, and
  // rows of other companies are never locked (or waited on) by this company's action.
  const found = await tx.select({ id: loans.id, companyId: loans.companyId }).from(loans).where(inArray(loans.id, ids));
  const companyOf = new Map(found.map((row) => [row.id, row.companyId]));
  const foreign = ids.filter((id) => companyOf.has(id) && companyOf.get(id) !== companyId);
  if (foreign.length > 0) throw new AppError('loans_not_in_company', { details: { loan_ids: foreign } });
  const missing = ids.filter((id) => !companyOf.has(id));
  if (missing.length > 0) throw new AppError('loans_not_found', { details: { loan_ids: missing } });

  // ORDER BY under FOR UPDATE: PostgreSQL locks rows as the sorted scan returns them.
  const locked = await tx.select().from(loans).where(inArray(loans.id, ids)).orderBy(asc(loans.id)).for('update');
  if (locked.length !== ids.length) {
    // Deleted between the two reads (a database reset): report them like any missing id.
    const still = new Set(locked.map((row) => row.id));
    throw new AppError('loans_not_found', { details: { loan_ids: ids.filter((id) => !still.has(id)) } });
  }
  return locked;
}
