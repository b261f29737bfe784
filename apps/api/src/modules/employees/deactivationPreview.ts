/**
 * GET /employees/{id}/deactivation-preview (UI review major 1): what the deactivation
 * dialog shows BEFORE HR confirms, so nobody dismisses a person blind to the loans in flight
 * or to the savings on record: which path applies (confirmed loans running → savings), the
 * savings on record (prefilled; a plain deactivation replaces them with 0), and every loan
 * still in flight with what the deactivation does to it (the domain's deactivationLoanOutcome).
 */
import { and, asc, eq } from 'drizzle-orm';
import { deactivationLoanOutcome, type DateString, type DeactivationPreview } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { loans } from '../../db/schema';
import { activeLoanWhere } from '../../core/loans/active';
import type { PolicyUser } from '../../core/policy/authorize';
import { companyEmployee } from './companyEmployee';
import { hasConfirmedLoans } from '../../core/employees/terminationFacts';

export async function deactivationPreview(
  db: DbOrTx,
  actor: PolicyUser,
  employeeId: number,
  companyId: number,
  today: DateString,
): Promise<DeactivationPreview> {
  const employee = await companyEmployee(db, actor, 'employee.read', employeeId, companyId);
  const inFlight = await db
    .select({ id: loans.id, status: loans.status, amount: loans.originalAmount })
    .from(loans)
    .where(and(eq(loans.companyId, companyId), eq(loans.employeeId, employee.id), activeLoanWhere(today)))
    .orderBy(asc(loans.id));
  const rows = inFlight.flatMap((loan) => {
    const outcome = deactivationLoanOutcome(loan.status);
    return outcome ? [{ ...loan, outcome }] : [];
  });
  return {
    hasConfirmedLoans: await hasConfirmedLoans(db, employee.id, companyId, today),
    totalSavings: employee.totalSavings,
    loans: rows,
  };
}
