/**
 * The employee an issue 9 route names, read in the company the caller selected. The route's
 * guard already checked that the caller may work in that company; an id of another company's
 * employee (or no employee at all) answers 404 here, so ids of other companies leak nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { EmployeeStatus } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import { AppError } from '../../lib/appError';

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
  employeeId: number,
  companyId: number,
  options: { lock?: boolean } = {},
): Promise<CompanyEmployee> {
  const query = db
    .select(columns)
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}
