/**
 * Creating and editing employees (spec 02 drawer, §5; 03 §6), each in one
 * transaction with its audit row (entity `employee`, as the deactivation writes):
 *
 * - The control number is unique within the company; the unique index decides races, and its
 *   violation answers 409 duplicate_control_number naming the field (never a 500).
 * - The role follows roleAssignment.ts (only roles the actor holds; a linked user's role is
 *   account-wide and changes under the account rule).
 * - Nothing links here (03 §6 "Nothing else links", decision 047): an RFC that a registered user
 *   has attaches no account; the person links with HR's activation code. The answer says only
 *   whether THIS record has an account, never whether the RFC has one.
 * - Status: the form sets hired or fired. A terminated employee stays terminated whatever the
 *   form sends (only activation leaves it). hired → fired through the form is a deactivation
 *   without savings and follows its rule: refused with confirmed loans, savings 0, dated now;
 *   fired → hired clears the date, as activation does.
 * - E-mail and phone are the employee row's; the linked user's own profile is not touched.
 * - Each answers the record as written, read in its own transaction (writtenEmployeeDetail): the
 *   access decided before the write is not asked again.
 */
import { and, eq } from 'drizzle-orm';
import type { EmployeeCreate, EmployeeDetail, EmployeeStatus, EmployeeUpdate, Money } from '@abono/domain';
import { businessDayOf, statusActionColumns, statusActionOf, statusAfterEdit } from '@abono/domain';
import { statusChangeEffects } from './deactivationEffects';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError } from '../../lib/appError';
import { maskedAccount } from '../../core/audit/maskedAccount';
import { recordAudit } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { requireAccess } from '../../core/policy/requireAccess';
import { writtenEmployeeDetail } from './employeeListService';
import { lockEmployeeRecords, type EmployeeRecord } from './employeeRecord';
import { assertAssignable, changeRole, loadRoleBook, roleOfForm } from './roleAssignment';
import { hasConfirmedLoans, lockEmployeeLoans } from '../../core/employees/terminationFacts';

export const CONTROL_NUMBER_INDEX = 'employees_company_control_uq';

export const duplicateControlNumber = () =>
  new AppError('duplicate_control_number', { fields: { controlNumber: 'errors.duplicate_control_number' } });

/** Runs `write`, turning the control-number index's violation into 409 duplicate_control_number. */
export async function withUniqueControlNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, CONTROL_NUMBER_INDEX)) throw duplicateControlNumber();
    throw error;
  }
}

/**
 * What a form or import status change writes besides the status (the domain's status rules, as
 * the deactivation routes write them): hired → fired zeroes the savings and dates the
 * deactivation; back to hired clears the date.
 */
export function statusSideEffects(
  from: EmployeeStatus,
  to: EmployeeStatus,
  now: Date,
): { deactivatedAt?: Date | null; totalSavings?: Money } {
  const action = statusActionOf(from, to);
  if (action === null) return {};
  const { status: _status, ...columns } = statusActionColumns(action, now);
  return columns;
}

/**
 * hired → fired is refused while the employee has confirmed loans: those need the deactivation
 * with savings (treasury settles them from the savings fund). The loans are locked so treasury
 * cannot confirm one between this check and the write.
 */
export async function assertMayFire(tx: DbOrTx, employeeId: number, companyId: number, now: Date): Promise<void> {
  await lockEmployeeLoans(tx, employeeId, companyId);
  if (await hasConfirmedLoans(tx, employeeId, companyId, businessDayOf(now)))
    throw new AppError('employee_has_confirmed_loans');
}

/** POST /employees → 201 with the new employee. */
export async function createEmployee(
  db: Db,
  actor: AuthUser,
  input: EmployeeCreate,
  now: Date,
): Promise<EmployeeDetail> {
  return withUniqueControlNumber(() =>
    db.transaction(async (tx) => {
      const role = roleOfForm(await loadRoleBook(tx), input.role_id);
      assertAssignable(actor, role);
      const [row] = await tx
        .insert(employees)
        .values({
          companyId: input.company_id,
          controlNumber: input.controlNumber,
          name: input.name,
          status: input.status,
          workLocation: input.work_location,
          tin: input.tin ?? null,
          accountNumber: input.accountNumber ?? null,
          bank: input.bank,
          roleId: role.id,
          ...(input.status === 'fired' ? { deactivatedAt: now } : {}),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: employees.id });
      const employeeId = row!.id;
      await recordAudit(tx, {
        entityType: 'employee',
        entityId: employeeId,
        companyId: input.company_id,
        actorUserId: actor.id,
        action: 'create',
        toStatus: input.status,
        changes: { control_number: input.controlNumber, role: role.name },
      });
      return writtenEmployeeDetail(tx, employeeId, now);
    }),
  );
}

/** The record as an edit compares it (locked for the transaction), or 404 (requireAccess). */
async function lockedRecord(
  tx: DbOrTx,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
): Promise<EmployeeRecord> {
  const [row] = await lockEmployeeRecords(tx, and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  return (await requireAccess(tx, actor, 'employee.manage', row, { companyId })).object;
}

/** PUT /employees/{id}: the employee of the body's company (404 otherwise), as edited. */
export async function updateEmployee(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  input: EmployeeUpdate,
  now: Date,
): Promise<EmployeeDetail> {
  const companyId = input.company_id;
  return withUniqueControlNumber(() =>
    db.transaction(async (tx) => {
      const current = await lockedRecord(tx, actor, employeeId, companyId);
      const book = await loadRoleBook(tx);
      const next = roleOfForm(book, input.role_id);
      const holder = {
        employee: { ...current, name: current.name },
        current: book.effective(current.userRoleId, current.roleId),
      };
      const roleChanged = await changeRole(tx, actor, holder, next, now);

      const status = statusAfterEdit(current.status, input.status);
      if (current.status === 'hired' && status === 'fired') await assertMayFire(tx, current.id, companyId, now);

      const values = {
        controlNumber: input.controlNumber,
        name: input.name,
        email: input.email || null,
        phone: input.phone || null,
        status,
        workLocation: input.work_location,
        tin: input.tin ?? null,
        accountNumber: input.accountNumber ?? null,
        bank: input.bank,
      };
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== current[key]);
      // The record keeps the role HR chose even when it equals its user's (shown for unlinked records).
      const recordRoleChanged = current.roleId !== next.id;
      if (changed.length === 0 && !roleChanged && !recordRoleChanged) return writtenEmployeeDetail(tx, current.id, now);
      // hired ↔ fired through the form has the deactivation's effects too (one home: deactivationEffects.ts).
      const action = statusActionOf(current.status, status);
      const effects = action ? await statusChangeEffects(tx, actor, current, action, now) : {};

      await tx
        .update(employees)
        .set({ ...values, roleId: next.id, ...statusSideEffects(current.status, status, now), updatedAt: now })
        .where(eq(employees.id, current.id));
      await recordAudit(tx, {
        entityType: 'employee',
        entityId: current.id,
        companyId,
        actorUserId: actor.id,
        action: 'update',
        fromStatus: current.status,
        toStatus: status,
        changes: {
          fields: changed,
          ...(changed.includes('accountNumber')
            ? { account: { from: maskedAccount(current.accountNumber), to: maskedAccount(values.accountNumber) } }
            : {}),
          ...(roleChanged || recordRoleChanged ? { role: { from: holder.current.name, to: next.name } } : {}),
          ...effects,
        },
      });
      return writtenEmployeeDetail(tx, current.id, now);
    }),
  );
}
