/**
 * What deactivating an employee does beyond their status (03-decisions.md §6 "Deactivating";
 * decision 051), inside the deactivation's transaction, with the employee row and their loans
 * already locked (deactivationService.ts), so 20 identical requests have one effect:
 *
 * - Their `pending` and `counter_offered` loans in the company become `rejected`, each with an
 *   audit row naming the deactivation, and the employee is told.
 * - The linked account loses access to THAT company (its user_companies row): the guard reads
 *   it on every request, so their next call there is 403 while their other companies and their
 *   sessions go on. Kept when the account has another hired record in the company.
 * - Activating again gives the access back only when this record's last deactivation took it
 *   away: access that staff with manage_auth had removed stays removed.
 *
 * Loans already approved or accepted are left for the bank files to refuse (treasury, 03 §6); the
 * dialog says so before HR confirms (deactivationPreview.ts).
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEACTIVATION_REJECTS, activeFlagFor, type EmployeeStatusAction } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, companies, employees, loans, userCompanies } from '../../db/schema';
import { recordAudits } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { sendNoticeToMany } from '../../core/notifications/notify';
import type { CompanyEmployee } from './companyEmployee';

/** The audit action of a loan rejected because its employee was deactivated. */
export const LOAN_REJECTED_ON_DEACTIVATION = 'employee_deactivated';

/** The employee audit row's record of the company access a status change ended or gave back. */
export const COMPANY_ACCESS_CHANGE = 'company_access';

/** The audit action of a loan rejected because the account that signed it was unlinked from the record. */
export const LOAN_REJECTED_ON_UNLINK = 'account_unlinked';

/**
 * Rejects the employee's pending and counter-offered loans in the company; their ids. A
 * deactivation tells the employee; an unlink (decision 047) tells nobody: the account that signed
 * was not the person, and the real person is not linked yet.
 */
export async function rejectOpenLoans(
  tx: DbOrTx,
  actor: AuthUser,
  employee: CompanyEmployee,
  now: Date,
  cause: 'deactivation' | 'unlink' = 'deactivation',
): Promise<number[]> {
  // The rows are already locked by the deactivation (lockEmployeeLoans): read, then write.
  const open = await tx
    .select({ id: loans.id, status: loans.status, amount: loans.originalAmount, userId: loans.userId })
    .from(loans)
    .where(
      and(
        eq(loans.companyId, employee.companyId),
        eq(loans.employeeId, employee.id),
        inArray(loans.status, [...DEACTIVATION_REJECTS]),
      ),
    )
    .orderBy(asc(loans.id));
  if (open.length === 0) return [];
  const ids = open.map((l) => l.id);
  await tx
    .update(loans)
    .set({ status: 'rejected', isActive: activeFlagFor('rejected'), updatedAt: now })
    .where(inArray(loans.id, ids));
  await recordAudits(
    tx,
    open.map((loan) => ({
      entityType: 'loan',
      entityId: loan.id,
      companyId: employee.companyId,
      actorUserId: actor.id,
      action: cause === 'unlink' ? LOAN_REJECTED_ON_UNLINK : LOAN_REJECTED_ON_DEACTIVATION,
      fromStatus: loan.status,
      toStatus: 'rejected' as const,
      // The action names the deactivation; the employee's own audit row lists these loans. No
      // extra fields: the loan's timeline shows every changed field to the employee and HR.
      changes: {},
    })),
  );
  if (cause === 'unlink') return ids;
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, employee.companyId));
  await sendNoticeToMany(
    tx,
    'loan_rejected_on_deactivation',
    employee.companyId,
    open.map((loan) => ({
      resourceId: loan.id,
      subjectUserId: employee.userId ?? loan.userId,
      params: { employeeName: employee.name, amount: loan.amount, companyName: company?.name ?? '' },
    })),
  );
  return ids;
}

/**
 * Ends the linked account's access to the employee's company, unless another hired record of
 * the same account in that company keeps it. True when access was ended.
 */
export async function endCompanyAccess(tx: DbOrTx, employee: CompanyEmployee): Promise<boolean> {
  if (employee.userId === null) return false;
  const [otherHired] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.userId, employee.userId),
        eq(employees.companyId, employee.companyId),
        eq(employees.status, 'hired'),
        ne(employees.id, employee.id),
      ),
    )
    .limit(1);
  if (otherHired) return false;
  const removed = await tx
    .delete(userCompanies)
    .where(and(eq(userCompanies.userId, employee.userId), eq(userCompanies.companyId, employee.companyId)))
    .returning({ userId: userCompanies.userId });
  return removed.length > 0;
}

/**
 * Activation: gives the access back when this record's latest status change that touched the
 * access ended it (its audit row says so, whichever path wrote it: the deactivation routes, the
 * edit form or the import) and the record is still linked. True when access was given back.
 */
export async function restoreCompanyAccess(tx: DbOrTx, employee: CompanyEmployee): Promise<boolean> {
  if (employee.userId === null) return false;
  const [last] = await tx
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'employee'),
        eq(auditLog.entityId, employee.id),
        sql`${auditLog.changes} -> ${COMPANY_ACCESS_CHANGE} is not null`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const change = last?.changes[COMPANY_ACCESS_CHANGE] as { to?: unknown } | undefined;
  if (change?.to !== 'ended') return false;
  const added = await tx
    .insert(userCompanies)
    .values({ userId: employee.userId, companyId: employee.companyId })
    .onConflictDoNothing()
    .returning({ userId: userCompanies.userId });
  return added.length > 0;
}

/**
 * Every effect of a status action, for its audit row's `changes`: what the deactivation routes
 * call, and what any other path that moves hired ↔ fired (the edit form, the import) must call
 * too so the rule has one home.
 */
export async function statusChangeEffects(
  tx: DbOrTx,
  actor: AuthUser,
  employee: CompanyEmployee,
  action: EmployeeStatusAction,
  now: Date,
): Promise<Record<string, unknown>> {
  const effects: Record<string, unknown> = {};
  if (action === 'activate') {
    if (await restoreCompanyAccess(tx, employee)) effects[COMPANY_ACCESS_CHANGE] = { from: 'ended', to: 'granted' };
    return effects;
  }
  const rejected = await rejectOpenLoans(tx, actor, employee, now);
  if (rejected.length > 0) effects.rejected_loans = rejected;
  if (await endCompanyAccess(tx, employee)) effects[COMPANY_ACCESS_CHANGE] = { from: 'granted', to: 'ended' };
  return effects;
}
