/**
 * The active-loan rule (03 §3, decision 001) in SQL, derived from the same domain lists as
 * `isActiveLoan`: `is_active` is stored as `activeFlagFor(status)` (false for CLOSED_STATUSES,
 * which the check constraint enforces), and the time-dependent part — an EXPIRING_STATUS
 * loan past its final payment date — is applied here, since a stored flag cannot follow
 * the calendar. activeLoanRule.test.ts checks these predicates against `isActiveLoan`.
 */
import { and, desc, eq, exists, gte, lt, ne, or, sql } from 'drizzle-orm';
import { EXPIRING_STATUS, type ActiveLoanResponse, type DateString } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';

/** Loans active on `today`: the stored flag, minus expiring-status loans past their final payment date. */
export function activeLoanWhere(today: DateString) {
  return and(eq(loans.isActive, true), or(ne(loans.status, EXPIRING_STATUS), gte(loans.finalPaymentDate, today)));
}

/** Loans whose stored flag is stale on `today`: still flagged, but expired (cleared before an apply). */
export function staleActiveFlagWhere(today: DateString) {
  return and(eq(loans.isActive, true), eq(loans.status, EXPIRING_STATUS), lt(loans.finalPaymentDate, today));
}

/** The caller's active loan in the company, or null: one indexed query. */
export async function userActiveLoan(
  db: DbOrTx,
  userId: number,
  companyId: number,
  today: DateString,
): Promise<ActiveLoanResponse | null> {
  const ownEmployee = db
    .select({ one: sql`1` })
    .from(employees)
    .where(and(eq(employees.id, loans.employeeId), eq(employees.userId, userId)));
  const [row] = await db
    .select({
      id: loans.id,
      status: loans.status,
      calculationResult: loans.calculationResult,
      companyId: loans.companyId,
      createdAt: loans.createdAt,
      originalAmount: loans.originalAmount,
      totalAmount: loans.totalAmount,
      weeklyDiscount: loans.weeklyDiscount,
    })
    .from(loans)
    .where(
      and(eq(loans.companyId, companyId), activeLoanWhere(today), or(eq(loans.userId, userId), exists(ownEmployee))),
    )
    .orderBy(desc(loans.createdAt))
    .limit(1);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** An active loan of the employee record in the company (the apply pre-check). */
export async function employeeHasActiveLoan(
  db: DbOrTx,
  employeeId: number,
  companyId: number,
  today: DateString,
): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.companyId, companyId), eq(loans.employeeId, employeeId), activeLoanWhere(today)))
    .limit(1);
  return Boolean(row);
}
