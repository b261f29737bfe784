import {
  confirmedLoanSchedule,
  canTransition,
  formatDateEs,
  formatMXN,
  todayInMexicoCity,
  type LoanDetailResponse,
  type LoanOriginalFigures,
  type ScheduleRow,
} from '@abono/domain';

/** 'own': /my-credit (the caller's active loan); 'byId': /credits/detail/{id}. */
export type LoanViewMode = 'own' | 'byId';

/**
 * 02 'Loan detail': the error banner shows when an error comment exists, the employee
 * was notified (or the view is by id) and the error has not been released.
 */
export function showErrorBanner(
  loan: Pick<LoanDetailResponse, 'errorComment' | 'employeeNotifiedAt' | 'errorReleasedAt' | 'status'>,
  mode: LoanViewMode,
): boolean {
  if (!loan.errorComment || loan.errorReleasedAt) return false;
  const notified = loan.employeeNotifiedAt !== null || loan.status === 'employee_notified';
  return notified || mode === 'byId';
}

/** "Documentación completada": the owner's own view, while the domain allows release_error. */
export function canReleaseError(loan: Pick<LoanDetailResponse, 'status'>, mode: LoanViewMode): boolean {
  return mode === 'own' && canTransition('release_error', loan.status);
}

/** Accept / Reject of a counter offer: own view only, only while the domain allows them (counter_offered). */
export function canAnswerCounterOffer(loan: Pick<LoanDetailResponse, 'status'>, mode: LoanViewMode): boolean {
  return (
    mode === 'own' &&
    canTransition('accept_counter_offer', loan.status) &&
    canTransition('reject_counter_offer', loan.status)
  );
}

export interface LoanSchedule {
  rows: ScheduleRow[];
  totalPending: string;
}

/** The schedule of a confirmed loan (03 §2), or null when the loan is not confirmed or lacks its dates. */
export function loanSchedule(loan: LoanDetailResponse, now: Date | string): LoanSchedule | null {
  if (loan.status !== 'confirmed' || !loan.confirmedOn) return null;
  try {
    const { deadline, weeksNeeded, weeklyDiscount, interestAmount, totalAmount } = loan;
    return confirmedLoanSchedule(
      { confirmedDate: loan.confirmedOn, deadline, weeksNeeded, weeklyDiscount, interestAmount, totalAmount },
      now,
    );
  } catch {
    return null;
  }
}

/**
 * The figures a counter offer replaces: the requested ones (signed contract version 1),
 * else, for a loan without one, the loan's current figures.
 */
export function originalFiguresOf(loan: LoanDetailResponse): LoanOriginalFigures {
  return (
    loan.originalFigures ?? {
      originalAmount: loan.originalAmount,
      weeklyDiscount: loan.weeklyDiscount,
      interestAmount: loan.interestAmount,
      totalAmount: loan.totalAmount,
      weeksNeeded: loan.weeksNeeded,
      finalPayment: loan.finalPayment,
      finalPaymentDate: loan.finalPaymentDate,
    }
  );
}

const MONEY_VALUE = /^-?\d+\.\d{2}$/;
const DAY_VALUE = /^\d{4}-\d{2}-\d{2}$/;

/** An audited value as the screen shows it: money as $1,234.50, days as dd/MM/yyyy. */
export function formatAuditValue(value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value !== 'string') return String(value);
  if (MONEY_VALUE.test(value)) return formatMXN(value);
  if (DAY_VALUE.test(value)) return formatDateEs(value);
  return value;
}

/** The business day (Mexico City) of an instant, as dd/MM/yyyy. */
export function formatInstantDateEs(iso: string): string {
  return formatDateEs(todayInMexicoCity(new Date(iso)));
}
