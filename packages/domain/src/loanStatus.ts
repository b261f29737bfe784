/**
 * Loan statuses, calculation results and the allowed transitions (decisions 03 §3).
 * Both the server (to answer 409) and the web app (to enable buttons) ask `nextStatus`.
 */

export const LOAN_STATUSES = [
  'pending',
  'applied',
  'approved',
  'accepted',
  'rejected',
  'not_accepted',
  'confirmed',
  'counter_offered',
  'employee_notified',
  'error',
  'error_released',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const CALCULATION_RESULTS = ['pending', 'pass', 'review', 'reject'] as const;
export type CalculationResult = (typeof CALCULATION_RESULTS)[number];

export const PAYMENT_STATUSES = ['paid', 'current', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const LOAN_ACTIONS = [
  'apply',
  'edit',
  'approve',
  'reject',
  'counter_offer',
  'accept_counter_offer',
  'reject_counter_offer',
  'bank_file',
  'confirm',
  'report_error',
  'notify_employee',
  'release_error',
] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

interface Transition {
  from: readonly LoanStatus[];
  to: LoanStatus;
}

/** The whole transition map; `apply` starts from no loan at all. */
export const LOAN_TRANSITIONS: Record<Exclude<LoanAction, 'apply'>, Transition> = {
  // An HR edit offers the requoted figures like a counter offer: the employee signed the
  // original ones, so new figures bind only after their new signature (03 §3).
  edit: { from: ['pending'], to: 'counter_offered' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending', 'error'], to: 'rejected' },
  counter_offer: { from: ['pending'], to: 'counter_offered' },
  accept_counter_offer: { from: ['counter_offered'], to: 'accepted' },
  reject_counter_offer: { from: ['counter_offered'], to: 'not_accepted' },
  bank_file: { from: ['approved', 'accepted', 'error_released'], to: 'applied' },
  confirm: { from: ['applied', 'approved', 'accepted', 'error_released'], to: 'confirmed' },
  report_error: { from: ['applied', 'approved', 'accepted', 'error_released'], to: 'error' },
  notify_employee: { from: ['error'], to: 'employee_notified' },
  release_error: { from: ['employee_notified'], to: 'error_released' },
};

export const APPLY_STATUS: LoanStatus = 'pending';

/** The status action A leads to from status S, or null when the move is not allowed. */
export function nextStatus(action: LoanAction, from: LoanStatus | null): LoanStatus | null {
  if (action === 'apply') return from === null ? APPLY_STATUS : null;
  const t = LOAN_TRANSITIONS[action];
  return from !== null && t.from.includes(from) ? t.to : null;
}

/** "May action A move a loan in status S?" */
export function canTransition(action: LoanAction, from: LoanStatus | null): boolean {
  return nextStatus(action, from) !== null;
}

/**
 * Statuses that end a loan for good; such a loan never counts as active. The API derives
 * the check constraint `loans_closed_inactive_ck` from this list.
 */
export const CLOSED_STATUSES = ['rejected', 'not_accepted'] as const satisfies readonly LoanStatus[];

/** The status whose loans stop counting as active once their final payment date has passed. */
export const EXPIRING_STATUS = 'confirmed' satisfies LoanStatus;

function isClosed(status: LoanStatus): boolean {
  return (CLOSED_STATUSES as readonly LoanStatus[]).includes(status);
}

/**
 * The stored `loans.is_active` for a loan written in `status`: false exactly for the closed
 * statuses. The time-dependent part (EXPIRING_STATUS past its final date) cannot be stored
 * ahead of time; the API clears it lazily and its queries apply it (decision 001).
 */
export function activeFlagFor(status: LoanStatus): boolean {
  return !isClosed(status);
}

/**
 * 03 §3: a loan is active unless rejected or not_accepted, or confirmed with its
 * final payment date already passed. Dates are `YYYY-MM-DD` in the business calendar.
 */
export function isActiveLoan(status: LoanStatus, finalPaymentDate: string | null, today: string): boolean {
  if (!activeFlagFor(status)) return false;
  if (status === EXPIRING_STATUS && finalPaymentDate !== null && finalPaymentDate < today) return false;
  return true;
}
