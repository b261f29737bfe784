/**
 * The notices of a loan action (03 §3 "Notification" column): the domain's
 * LOAN_ACTION_NOTICES says which catalog notices an action sends; recipients are chosen by
 * permission (notify.ts). Call inside the transaction that makes the change.
 */
import { LOAN_ACTION_NOTICES, type LoanActionNoticeParams, type LoanAction } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { sendNotice, sendNoticeToMany } from '../notifications/notify';

export interface NoticeLoan {
  id: number;
  companyId: number;
  employeeName: string;
  /** The amount the notice names (the counter offer's for counter-offer notices). */
  amount: string;
  /** The loan's employee user, for notices addressed to them. */
  employeeUserId?: number | null;
  errorComment?: string | null;
  /** The reason HR gave for a rejection, if any. */
  reason?: string | null;
}

/** Every notice the action sends for the loan. */
export async function sendLoanNotices(tx: DbOrTx, action: LoanAction, loan: NoticeLoan): Promise<void> {
  const target = { companyId: loan.companyId, resourceId: loan.id, subjectUserId: loan.employeeUserId ?? null };
  const params: LoanActionNoticeParams = {
    employeeName: loan.employeeName,
    amount: loan.amount,
    errorComment: loan.errorComment ?? null,
    reason: loan.reason ?? null,
  };
  for (const key of LOAN_ACTION_NOTICES[action] ?? []) await sendNotice(tx, key, target, params);
}

/** The action's notices for many loans of one company (bulk actions), set-based. */
export async function sendLoanNoticesToMany(
  tx: DbOrTx,
  action: LoanAction,
  companyId: number,
  loans: readonly NoticeLoan[],
): Promise<void> {
  for (const key of LOAN_ACTION_NOTICES[action] ?? []) {
    await sendNoticeToMany(
      tx,
      key,
      companyId,
      loans.map((loan) => ({
        resourceId: loan.id,
        subjectUserId: loan.employeeUserId ?? null,
        params: {
          employeeName: loan.employeeName,
          amount: loan.amount,
          errorComment: loan.errorComment ?? null,
          reason: loan.reason ?? null,
        },
      })),
    );
  }
}

// The per-action names the transition services call.
export const noticeLoanRequest = (tx: DbOrTx, loan: NoticeLoan) => sendLoanNotices(tx, 'apply', loan);
export const noticeCounterAccepted = (tx: DbOrTx, loan: NoticeLoan) =>
  sendLoanNotices(tx, 'accept_counter_offer', loan);
export const noticeCounterRejected = (tx: DbOrTx, loan: NoticeLoan) =>
  sendLoanNotices(tx, 'reject_counter_offer', loan);
export const noticeErrorReleased = (tx: DbOrTx, loan: NoticeLoan) => sendLoanNotices(tx, 'release_error', loan);
