/**
 * The caller's active loan (side menu, offers notice) and the offer the apply panel opens.
 */
import { and, desc, eq, exists, gte, ne, or, sql } from 'drizzle-orm';
import { todayInMexicoCity, availableWeeksFor, type ActiveLoanResponse, type CalculationResult, type LoanStatus, type OfferResponse } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { findHiredEmployee, requireOfferedProduct } from './applicant';
import { quoteTerms } from './quoteCheck';

/**
 * 03 §3 active loan: is_active (never set on rejected/not_accepted), and not a confirmed
 * loan whose final payment date has passed (the flag of those is cleared lazily at apply).
 */
function stillActive(today: string) {
  return and(eq(loans.isActive, true), or(ne(loans.status, 'confirmed'), gte(loans.finalPaymentDate, today)));
}

/** The caller's active loan in the company, or null: one indexed query. */
export async function userActiveLoan(db: DbOrTx, userId: number, companyId: number, today = todayInMexicoCity()): Promise<ActiveLoanResponse | null> {
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
    .where(and(eq(loans.companyId, companyId), stillActive(today), or(eq(loans.userId, userId), exists(ownEmployee))))
    .orderBy(desc(loans.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    status: row.status as LoanStatus,
    calculationResult: row.calculationResult as CalculationResult,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An active loan of the employee record in the company (the apply pre-check). */
export async function employeeHasActiveLoan(db: DbOrTx, employeeId: number, companyId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.companyId, companyId), eq(loans.employeeId, employeeId), stillActive(today)))
    .limit(1);
  return Boolean(row);
}

/** GET /api/loans/offers/{productId}?company_id. */
export async function getOffer(db: DbOrTx, userId: number, companyId: number, productId: number): Promise<OfferResponse> {
  const today = todayInMexicoCity();
  const product = await requireOfferedProduct(db, companyId, productId);
  const [terms, employee, activeLoan] = await Promise.all([
    quoteTerms(db, companyId),
    findHiredEmployee(db, userId, companyId),
    userActiveLoan(db, userId, companyId, today),
  ]);
  let reason: OfferResponse['reason'] = null;
  if (!employee) reason = 'not_employee';
  else if (activeLoan) reason = 'active_loan_exists';
  else if (terms.deadline === null) reason = 'no_weeks_available';
  else if (today > terms.deadline) reason = 'deadline_passed';
  else if (availableWeeksFor(today, terms.deadline) < 1) reason = 'no_weeks_available';
  return {
    product,
    companyId,
    interestRate: terms.rate,
    deadline: terms.deadline,
    today,
    employee: employee
      ? { date: today, employee_code: employee.controlNumber, name: employee.name, branch: employee.workLocation }
      : null,
    canApply: reason === null,
    reason,
    activeLoan,
  };
}
