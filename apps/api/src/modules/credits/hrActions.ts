/**
 * HR's single actions on a loan from the credits screen (03 §3): approve, reject,
 * notify the employee, and edit a pending loan (offered to the employee as a counter offer).
 * Each runs in one transaction on the locked row, asks the row menu's rule (the same function
 * the screen uses) whether the action is offered, and writes the status, the audit row and
 * the notices. Each answers the loan's detail as it wrote it, built inside the same transaction
 * (core/loans/detail.ts actionAnswer): the loan is neither loaded nor authorized a second time.
 */
import { compareMoney, nextStatus, type LoanDetailResponse, type LoanEdit } from '@abono/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { actionAnswer } from '../../core/loans/detail';
import { companyLoanForUpdate } from '../../core/loans/loanAccess';
import { assertRowAction } from '../../core/loans/rowMenuCheck';
import { sendLoanNotices } from '../../core/loans/notices';
import { counterOfferQuote, noticeOf, offerCounterFigures, writeTransition } from '../../core/loans/transitions';

type StatusAction = 'approve' | 'reject' | 'notify_employee';

/**
 * PUT /loans/{id}/approve, /reject, /notify-employee. A rejection may carry HR's reason: it is
 * kept in the audit row (`rejection_reason`, decision 055) and told to the employee in the notice.
 */
export async function hrStatusAction(
  db: Db,
  actor: AuthUser,
  action: StatusAction,
  id: number,
  companyId: number,
  now: Date,
  options: { reason?: string } = {},
): Promise<LoanDetailResponse> {
  return db.transaction(async (tx) => {
    const loan = await companyLoanForUpdate(tx, actor, id, companyId);
    assertRowAction(action, loan);
    const to = nextStatus(action, loan.status)!;
    const reason = action === 'reject' ? (options.reason ?? null) : null;
    const written = await writeTransition(
      tx,
      loan,
      actor,
      action,
      to,
      now,
      action === 'notify_employee' ? { employeeNotifiedAt: now } : {},
      reason ? { rejection_reason: reason } : {},
    );
    await sendLoanNotices(tx, action, {
      ...noticeOf(loan),
      employeeUserId: loan.employeeUserId ?? loan.userId,
      errorComment: loan.errorComment,
      reason,
    });
    return actionAnswer(tx, actor, written);
  });
}

/** The counter offer's reason when HR edits without giving one (the employee reads it in Mi crédito). */
export const EDIT_COUNTER_OFFER_REASON = 'Recursos Humanos ajustó el monto y el descuento semanal de tu solicitud';

/**
 * PUT /loans/{id}: HR's new amount and weekly discount for a pending loan (03 §3, decision 048).
 * The employee signed the loan's figures, so the edit never changes them: the figures,
 * requoted as of the request day with the loan's rate and deadline, are offered as a counter
 * offer, and bind only when the employee accepts with a new signature (a new contract version).
 * Until then the loan is counter_offered and HR cannot approve it. An edit that proposes the
 * figures the employee already signed offers nothing: 422 edit_unchanged.
 */
export async function editLoan(
  db: Db,
  actor: AuthUser,
  id: number,
  input: LoanEdit,
  now: Date,
): Promise<LoanDetailResponse> {
  return db.transaction(async (tx) => {
    const loan = await companyLoanForUpdate(tx, actor, id, input.company_id);
    assertRowAction('edit', loan);
    if (
      compareMoney(input.loan_amount, loan.originalAmount) === 0 &&
      compareMoney(input.weekly_discount, loan.weeklyDiscount) === 0
    ) {
      throw new AppError('edit_unchanged');
    }
    const quote = counterOfferQuote(loan, input.loan_amount, input.weekly_discount);
    const terms = {
      amount: input.loan_amount,
      weekly_discount: input.weekly_discount,
      reason: input.reason ?? EDIT_COUNTER_OFFER_REASON,
    };
    return actionAnswer(tx, actor, await offerCounterFigures(tx, loan, actor, 'edit', terms, quote, now));
  });
}
