/**
 * The employee a route names, read in the company the caller selected. Whether the caller may do
 * `action` to it is the policy's decision (`requireAccess`): an id of another company's employee
 * (or no employee at all) answers 404, so ids of other companies leak nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { EmployeeStatus } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import type { PolicyUser } from '../../core/policy/authorize';
import { requireAccess, type ObjectAction } from '../../core/policy/requireAccess';

export interface CompanyEmployee {
  id: number;
  companyId: number;
  userId: number | null;
  name: string;
  status: EmployeeStatus;
  totalSavings: string;
  deactivatedAt: Date | null;
}

const columns = {
  id: employees.id,
  companyId: employees.companyId,
  userId: employees.userId,
  name: employees.name,
  status: employees.status,
  totalSavings: employees.totalSavings,
  deactivatedAt: employees.deactivatedAt,
};

/**
 * The employee `employeeId` of company `companyId`, or 404 `not_found`. With `lock` the row is
 * read FOR UPDATE, so concurrent status changes of one employee run one after another.
 */
export async function companyEmployee(
  db: DbOrTx,
  actor: PolicyUser,
  action: ObjectAction,
  employeeId: number,
  companyId: number,
  options: { lock?: boolean } = {},
): Promise<CompanyEmployee> {
  const query = db
    .select(columns)
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return (await requireAccess(db, actor, action, row, { companyId })).object;
}
