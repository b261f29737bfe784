/**
 * HR's single actions on a loan from the credits screen (03 §3, issue 8 §4): approve, reject,
 * notify the employee, and edit a pending loan. Each runs in one transaction on the locked
 * row, asks the row menu's rule (the same function the screen uses) whether the action is
 * offered, and writes the status, the audit row and the notices.
 */
import { eq } from 'drizzle-orm';
import { calculationResultFor, nextStatus, type LoanEdit } from '@abono/domain';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import type { AuthUser } from '../auth/authUser';
import { companyLoanForUpdate } from './loanAccess';
import { assertRowAction } from './rowMenuCheck';
import { sendLoanNotices } from './notices';
import { loanQuoteColumns, quoteOrFail } from './quoteCheck';
import { changedFields, noticeOf, writeTransition } from './transitions';

type StatusAction = 'approve' | 'reject' | 'notify_employee';

/** PUT /loans/{id}/approve, /reject, /notify-employee. */
export async function hrStatusAction(db: Db, actor: AuthUser, action: StatusAction, id: number, companyId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const loan = await companyLoanForUpdate(tx, id, companyId);
    assertRowAction(action, loan);
    const to = nextStatus(action, loan.status)!;
    await writeTransition(tx, loan, actor, action, to, action === 'notify_employee' ? { employeeNotifiedAt: now } : {});
    await sendLoanNotices(tx, action, { ...noticeOf(loan), employeeUserId: loan.employeeUserId ?? loan.userId, errorComment: loan.errorComment });
  });
}

/**
 * PUT /loans/{id}: new amount and weekly discount for a pending loan, requoted as of its request
 * day with its own rate and deadline. When the savings are known, the calculation result is
 * recomputed for the new final payment.
 */
export async function editLoan(db: Db, actor: AuthUser, id: number, input: LoanEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const loan = await companyLoanForUpdate(tx, id, input.company_id);
    assertRowAction('edit', loan);
    const quote = quoteOrFail({ today: loan.requestedOn, deadline: loan.deadline, rate: loan.monthlyRate, amount: input.loan_amount, weeklyDiscount: input.weekly_discount });
    const [employee] = await tx.select({ status: employees.status }).from(employees).where(eq(employees.id, loan.employeeId));
    const figures = {
      ...loanQuoteColumns(input.loan_amount, input.weekly_discount, quote),
      calculationResult: calculationResultFor({ employeeStatus: employee?.status ?? 'fired', savings: loan.totalSavings, finalPayment: quote.finalPayment }),
    };
    const changes = changedFields(loan, figures);
    await writeTransition(tx, loan, actor, 'edit', 'pending', figures, changes);
  });
}
