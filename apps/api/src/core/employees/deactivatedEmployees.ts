/**
 * The company's terminated employees (spec 02 §3 "Deactivated employee"): the one query behind
 * HR's GET /employees/deactivated and treasury's GET /treasury/deactivated-employees, so both
 * screens list the same people in the same order.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DeactivatedEmployee } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { foldedContains } from '../../db/containsPattern';
import { employees } from '../../db/schema';

/**
 * Newest deactivation first; `search` matches like the employees list's (search_text, accents
 * and case aside).
 */
export async function deactivatedEmployees(
  db: DbOrTx,
  companyId: number,
  search?: string,
): Promise<{ rows: DeactivatedEmployee[] }> {
  const where = [eq(employees.companyId, companyId), eq(employees.status, 'terminated')];
  if (search) where.push(sql`${employees.searchText} like ${foldedContains(search)}`);
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      controlNumber: employees.controlNumber,
      totalSavings: employees.totalSavings,
      deactivatedAt: employees.deactivatedAt,
    })
    .from(employees)
    .where(and(...where))
    .orderBy(sql`${employees.deactivatedAt} desc nulls last`, desc(employees.id));
  return { rows: rows.map((r) => ({ ...r, deactivatedAt: r.deactivatedAt?.toISOString() ?? null })) };
}
