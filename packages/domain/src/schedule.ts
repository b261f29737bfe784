/**
 * The payment schedule of a confirmed loan (decisions 03 §2, spec 02 §3 and §9).
 *
 * `now` is an instant — a Date or an ISO-8601 string — and is reduced to its business
 * day in America/Mexico_City before comparing with payment dates, because payroll
 * deductions happen on calendar days, not at a UTC instant. A bare `YYYY-MM-DD` is
 * accepted as that business day.
 */
import { addDays, businessDayOf, formatDate, parseDate, type DateString } from './dates';
import type { PaymentStatus } from './loanStatus';
import { divRoundHalfUp, fromCents, toCents, type Money } from './money';
import { firstPaymentDate } from './quote';

const WEEK_MS = 7 * 86_400_000;

export interface ScheduleRow {
  week: number;
  date: DateString;
  totalPayment: Money;
  interestPayment: Money;
  principalPayment: Money;
  remainingPrincipal: Money;
  remainingInterest: Money;
  remainingTotal: Money;
  status: PaymentStatus;
  /** The row that settles the loan. */
  isFinalPayment?: boolean;
  /** The remainder taken from the savings fund on the deadline. */
  isSavingsFundPayment?: boolean;
}

export interface ScheduleInput {
  /** Business day the deposit was confirmed. */
  confirmedDate: DateString;
  deadline: DateString;
  weeksNeeded: number;
  weeklyDiscount: string;
  interestAmount: string;
  totalAmount: string;
  now: Date | string;
}

/**
 * paid once the payment day is over; current during the 7 days up to and including
 * the payment day; pending before that (03 §2, on business days).
 */
export function paymentStatus(date: DateString, now: Date | string): PaymentStatus {
  const today = businessDayOf(now);
  return statusOn(date, today, addDays(today, 7));
}

/**
 * paymentStatus with the business day and the day a week after it computed once: "today > date
 * − 7 days" is "date < today + 7 days" on whole days, so a schedule of many rows (the payroll
 * deduction file builds 50,000) does no date arithmetic per row for its statuses.
 */
function statusOn(date: DateString, today: DateString, weekAhead: DateString): PaymentStatus {
  if (today > date) return 'paid';
  if (date < weekAhead) return 'current';
  return 'pending';
}

export function buildSchedule(input: ScheduleInput): ScheduleRow[] {
  const weeks = input.weeksNeeded;
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError('weeksNeeded must be a positive integer');
  const weekly = toCents(input.weeklyDiscount);
  let remInterest = toCents(input.interestAmount);
  let remTotal = toCents(input.totalAmount);
  let remPrincipal = remTotal - remInterest;
  const weeklyInterest = divRoundHalfUp(remInterest, BigInt(weeks));
  const smaller = (a: bigint, b: bigint) => (a < b ? a : b);
  const rows: ScheduleRow[] = [];
  const today = businessDayOf(input.now);
  const weekAhead = addDays(today, 7);

  const pushRow = (date: DateString, payment: bigint, interestWanted: bigint, extra: Partial<ScheduleRow>) => {
    // Interest is capped by what remains of it; once the principal is exhausted the
    // payment's leftover is interest, so neither remainder ever goes negative.
    const principal = smaller(payment - smaller(interestWanted, smaller(remInterest, payment)), remPrincipal);
    const interest = payment - principal;
    remPrincipal -= principal;
    remInterest -= interest;
    remTotal -= payment;
    rows.push({
      week: rows.length + 1,
      date,
      totalPayment: fromCents(payment),
      interestPayment: fromCents(interest),
      principalPayment: fromCents(principal),
      remainingPrincipal: fromCents(remPrincipal),
      remainingInterest: fromCents(remInterest),
      remainingTotal: fromCents(remTotal),
      status: statusOn(date, today, weekAhead),
      ...extra,
    });
  };

  // 7-day steps from the first Friday, on UTC-midnight milliseconds (dates.ts' own calendar), so
  // a row formats its day without parsing the previous one.
  const first = parseDate(firstPaymentDate(input.confirmedDate));
  for (let i = 0; i < weeks && remTotal > 0n; i += 1) {
    pushRow(formatDate(first + i * WEEK_MS), smaller(weekly, remTotal), weeklyInterest, {});
  }
  // Cents are exact, so "a remainder ≥ 0.01" is simply a remainder above zero.
  if (remTotal > 0n) pushRow(input.deadline, remTotal, remInterest, { isSavingsFundPayment: true });
  const last = rows.at(-1);
  if (last) last.isFinalPayment = true;
  return rows;
}

/** Sum of the payments not yet made at `now` (03 §2; shown only for confirmed loans). */
export function totalPending(rows: readonly ScheduleRow[], now: Date | string): Money {
  return fromCents(
    rows.filter((r) => paymentStatus(r.date, now) !== 'paid').reduce((acc, r) => acc + toCents(r.totalPayment), 0n),
  );
}

/** A confirmed loan's figures, as its row or its detail answer holds them. */
export type ConfirmedLoanFigures = Omit<ScheduleInput, 'now'>;

/**
 * A confirmed loan's schedule and what is still pending at `now` (03 §2): the loan detail's
 * table and the termination document's outstanding balance, computed one way.
 */
export function confirmedLoanSchedule(
  loan: ConfirmedLoanFigures,
  now: Date | string,
): { rows: ScheduleRow[]; totalPending: Money } {
  const rows = buildSchedule({ ...loan, now });
  return { rows, totalPending: totalPending(rows, now) };
}
