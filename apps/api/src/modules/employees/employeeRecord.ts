/**
 * An employee record as the form's edit and the import compare and rewrite it: every column
 * they may change, what a status change touches (savings, deactivation date) and the linked
 * user's own role (a linked user's role is account-wide, roleAssignment.ts).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, users } from '../../db/schema';

const recordColumns = {
  id: employees.id,
  companyId: employees.companyId,
  userId: employees.userId,
  controlNumber: employees.controlNumber,
  name: employees.name,
  email: employees.email,
  phone: employees.phone,
  status: employees.status,
  workLocation: employees.workLocation,
  tin: employees.tin,
  accountNumber: employees.accountNumber,
  bank: employees.bank,
  roleId: employees.roleId,
  totalSavings: employees.totalSavings,
  deactivatedAt: employees.deactivatedAt,
  userRoleId: users.roleId,
};

/**
 * The records `where` selects, locked FOR UPDATE for the transaction. Rows are locked in id
 * order, so two writers locking overlapping sets wait for each other instead of deadlocking.
 */
export function lockEmployeeRecords(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(recordColumns)
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(where)
    .orderBy(employees.id)
    .for('update', { of: employees });
}

export type EmployeeRecord = Awaited<ReturnType<typeof lockEmployeeRecords>>[number];
