/**
 * GET /treasury/loans (spec 02 §3 "Treasury loan", §7): the company's loans waiting for the bank
 * (approved, accepted, error_released: the money request; applied: the deposit's confirmation),
 * in the four groups of the answer, each newest first. One query over the company's rows in
 * those statuses (loans_company_status_idx); the amounts are the effective ones (an accepted
 * counter offer's figures, core/loans/effectiveFigures.ts), as the credits list shows them.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isOwnRecord, TREASURY_GROUPS, type TreasuryLoan, type TreasuryLoans } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { effective } from '../../core/loans/effectiveFigures';

/** `readerId`: whose loans are marked `isOwn` (the screen disables their confirmation; decision 097). */
export async function treasuryLoans(db: DbOrTx, companyId: number, readerId: number): Promise<TreasuryLoans> {
  const rows = await db
    .select({
      id: loans.id,
      controlNumber: loans.employeeCode,
      name: loans.employeeName,
      amount: sql<string>`${effective.amount}::numeric(14,2)::text`,
      weekly_discount: sql<string>`${effective.weeklyDiscount}::numeric(14,2)::text`,
      createdAt: loans.createdAt,
      status: loans.status,
      employee_tin: employees.tin,
      applicantId: loans.userId,
      employeeUserId: employees.userId,
    })
    .from(loans)
    .leftJoin(employees, eq(employees.id, loans.employeeId))
    .where(and(eq(loans.companyId, companyId), inArray(loans.status, [...TREASURY_GROUPS])))
    .orderBy(desc(loans.createdAt), desc(loans.id));
  const groups: TreasuryLoans = { applied: [], accepted: [], approved: [], error_released: [] };
  for (const { createdAt, applicantId, employeeUserId, ...row } of rows) {
    const isOwn = isOwnRecord(readerId, [applicantId, employeeUserId]);
    const loan: TreasuryLoan = { ...row, created_at: createdAt.toISOString(), isOwn };
    groups[row.status as keyof TreasuryLoans].push(loan);
  }
  return groups;
}
