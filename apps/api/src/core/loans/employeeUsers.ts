/** The user account of each loan's employee (notices addressed to "the employee"), in one query. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';

export async function loadEmployeeUsers(db: DbOrTx, rows: readonly { id: number }[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({ loanId: loans.id, userId: employees.userId })
    .from(loans)
    .innerJoin(employees, eq(employees.id, loans.employeeId))
    .where(
      and(
        inArray(
          loans.id,
          rows.map((r) => r.id),
        ),
        isNotNull(employees.userId),
      ),
    );
  return new Map(found.map((r) => [r.loanId, r.userId!]));
}
