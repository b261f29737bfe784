/**
 * Notifications the demo would have produced, rendered from the domain's NOTICE_CATALOG and
 * sent to the same recipients the services choose (by permission, notify.ts): the bell and
 * /notifications tell the same story as the loan timelines, in the services' own words.
 */
import { LOAN_ACTION_NOTICES, type LoanAction, type NoticeKey, type NoticeParams } from '@abono/domain';
import type { Tx } from '../client';
import { noticeRows, type NoticeTarget, type NotificationInsert } from '../../core/notifications/notify';
import type { LoanStep } from './demoLoans';

export interface DemoNoticeLoan {
  id: number;
  companyId: number;
  employeeName: string;
  /** The amount requested (the apply notice's, and every notice's until a counter offer is accepted). */
  amount: string;
  /** The counter offer's amount: its notices name it, and once accepted it is the loan's amount. */
  counterAmount: string | null;
  errorComment: string | null;
  employeeUserId: number | null;
}

const COUNTER_OFFER_STEPS: ReadonlySet<LoanAction> = new Set([
  'counter_offer',
  'accept_counter_offer',
  'reject_counter_offer',
]);

/** Notices older than this many days are shown as already read. */
const READ_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;

/** The rows of one notice as if sent at `at`; read an hour later when `read`. */
export async function datedNotice<K extends NoticeKey>(
  tx: Tx,
  key: K,
  target: NoticeTarget,
  params: NoticeParams<K>,
  at: Date,
  read: boolean,
): Promise<NotificationInsert[]> {
  const rows = await noticeRows(tx, key, target, params);
  return rows.map((row) => ({
    ...row,
    createdAt: at,
    isRead: read,
    readAt: read ? new Date(at.getTime() + 3_600_000) : null,
  }));
}

/** Every notice the loan's steps sent (03 §3), read when older than READ_AFTER_DAYS at `now`. */
export async function loanNotifications(
  tx: Tx,
  loan: DemoNoticeLoan,
  steps: readonly LoanStep[],
  now: Date,
): Promise<NotificationInsert[]> {
  const target = { companyId: loan.companyId, resourceId: loan.id, subjectUserId: loan.employeeUserId };
  const out: NotificationInsert[] = [];
  // As the services do: a counter offer's notices name its amount, which the loan takes once accepted.
  let amount = loan.amount;
  for (const step of steps) {
    const read = now.getTime() - step.at.getTime() > READ_AFTER_DAYS * DAY_MS;
    const counterStep = COUNTER_OFFER_STEPS.has(step.action) && loan.counterAmount !== null;
    const params = {
      employeeName: loan.employeeName,
      amount: counterStep ? loan.counterAmount! : amount,
      errorComment: loan.errorComment,
    };
    for (const key of LOAN_ACTION_NOTICES[step.action] ?? [])
      out.push(...(await datedNotice(tx, key, target, params, step.at, read)));
    if (step.action === 'accept_counter_offer' && loan.counterAmount !== null) amount = loan.counterAmount;
  }
  return out;
}
