/**
 * Deactivating and re-activating employees (03 §6; spec 02 §4 "Employee status"):
 *
 *   hired ──deactivate──────────────→ fired       (no confirmed loans; savings 0)
 *   hired ──deactivate-with-savings─→ terminated  (confirmed loans; the savings HR typed;
 *                                                  treasury gets employee_terminated)
 *   fired | terminated ──activate───→ hired
 *
 * Each change runs in one transaction on the employee row locked FOR UPDATE, so of several
 * identical requests exactly one changes anything and the others find the new status (409).
 * Every change writes an audit row (entity `employee`), as loan changes do (03 §3).
 *
 * Deactivating ends the linked account's access to THIS company and rejects the employee's
 * pending and counter-offered loans there (03 §6, decision 051; deactivationEffects.ts); it does
 * not touch the account or its sessions, since the person may work in another company. Revoking
 * the account is its own action (accessService.ts).
 */
import { eq } from 'drizzle-orm';
import {
  businessDayOf,
  canEmployeeStatusAction,
  statusActionColumns,
  type EmployeeStatusAction,
  type EmployeeStatusChange,
  type Money,
} from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import { renderTerminationPdf } from '../../files/terminationPdf';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { recordAudit } from '../../core/audit/recordAudit';
import { sendNotice } from '../../core/notifications/notify';
import { companyEmployee, type CompanyEmployee } from './companyEmployee';
import { statusChangeEffects } from './deactivationEffects';
import { hasConfirmedLoans, lockEmployeeLoans, terminationFacts } from '../../core/employees/terminationFacts';

/** GET /employees/{id}/check-confirmed-loans: decides which deactivation dialog HR sees. */
export async function checkConfirmedLoans(
  db: DbOrTx,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  today: string,
): Promise<{ hasConfirmedLoans: boolean }> {
  await companyEmployee(db, actor, 'employee.read', employeeId, companyId);
  return { hasConfirmedLoans: await hasConfirmedLoans(db, employeeId, companyId, today) };
}

/**
 * Writes what the domain's status rule says the action sets, and its effects (deactivation:
 * open loans rejected, company access ended; activation: access given back when the
 * deactivation took it), with one audit row that records them (the savings old → new too).
 */
async function writeStatus(
  tx: DbOrTx,
  actor: AuthUser,
  employee: CompanyEmployee,
  action: EmployeeStatusAction,
  now: Date,
  totalSavings?: Money,
): Promise<EmployeeStatusChange> {
  if (!canEmployeeStatusAction(employee.status, action))
    throw new AppError(action === 'activate' ? 'employee_already_hired' : 'employee_not_hired');
  const columns = statusActionColumns(action, now, totalSavings);
  const effects = await statusChangeEffects(tx, actor, employee, action, now);
  const [row] = await tx
    .update(employees)
    .set({ ...columns, updatedAt: now })
    .where(eq(employees.id, employee.id))
    .returning({
      id: employees.id,
      status: employees.status,
      totalSavings: employees.totalSavings,
      deactivatedAt: employees.deactivatedAt,
    });
  const changes: Record<string, unknown> = {};
  if (row!.totalSavings !== employee.totalSavings)
    changes.total_savings = { from: employee.totalSavings, to: row!.totalSavings };
  Object.assign(changes, effects);
  await recordAudit(tx, {
    entityType: 'employee',
    entityId: employee.id,
    companyId: employee.companyId,
    actorUserId: actor.id,
    action,
    fromStatus: employee.status,
    toStatus: columns.status,
    changes,
  });
  return {
    id: row!.id,
    status: row!.status,
    totalSavings: row!.totalSavings,
    deactivatedAt: row!.deactivatedAt?.toISOString() ?? null,
  };
}

/**
 * The hired employee, locked, with their loans locked too: treasury cannot confirm a loan
 * between the confirmed-loans check and the status change.
 */
async function hiredForDeactivation(tx: DbOrTx, actor: AuthUser, employeeId: number, companyId: number, today: string) {
  const employee = await companyEmployee(tx, actor, 'employee.manage', employeeId, companyId, { lock: true });
  if (!canEmployeeStatusAction(employee.status, 'deactivate')) throw new AppError('employee_not_hired');
  await lockEmployeeLoans(tx, employee.id, companyId);
  return { employee, confirmed: await hasConfirmedLoans(tx, employee.id, companyId, today) };
}

/** PUT /employees/{id}/deactivate: hired → fired with savings 0; refused with confirmed loans. */
export async function deactivateEmployee(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  now: Date,
): Promise<EmployeeStatusChange> {
  return db.transaction(async (tx) => {
    const { employee, confirmed } = await hiredForDeactivation(tx, actor, employeeId, companyId, businessDayOf(now));
    if (confirmed) throw new AppError('employee_has_confirmed_loans');
    return writeStatus(tx, actor, employee, 'deactivate', now);
  });
}

/**
 * PUT /employees/{id}/deactivate-with-savings: hired → terminated with the savings HR typed;
 * only with confirmed loans. Treasury (by permission, 03 §5) is told in the same transaction.
 */
export async function deactivateWithSavings(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  totalSavings: Money,
  now: Date,
): Promise<EmployeeStatusChange> {
  return db.transaction(async (tx) => {
    const { employee, confirmed } = await hiredForDeactivation(tx, actor, employeeId, companyId, businessDayOf(now));
    if (!confirmed) throw new AppError('employee_without_confirmed_loans');
    const result = await writeStatus(tx, actor, employee, 'deactivate_with_savings', now, totalSavings);
    await sendNotice(
      tx,
      'employee_terminated',
      { companyId, resourceId: employee.id },
      { employeeName: employee.name },
    );
    return result;
  });
}

/**
 * PUT /employees/{id}/activate: fired | terminated → hired. The deactivation date is cleared
 * (the employee no longer appears among the deactivated; the audit row keeps the history) and
 * the savings stay as they are until HR's next savings upload.
 */
export async function activateEmployee(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  now: Date,
): Promise<EmployeeStatusChange> {
  return db.transaction(async (tx) => {
    return writeStatus(
      tx,
      actor,
      await companyEmployee(tx, actor, 'employee.manage', employeeId, companyId, { lock: true }),
      'activate',
      now,
    );
  });
}

/** GET /employees/{id}/deactivation-document: the termination PDF of a terminated employee. */
export async function terminationDocument(
  db: DbOrTx,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  now: Date,
): Promise<Buffer> {
  const employee = await companyEmployee(db, actor, 'employee.termination', employeeId, companyId);
  if (employee.status !== 'terminated') throw new AppError('employee_not_terminated');
  return renderTerminationPdf(await terminationFacts(db, employee.id, now));
}
