/**
 * The loan quote, exactly as decisions 03 §2 defines it (specs 01 §9, 02 §9).
 * The server recomputes it on every submit and the web app shows the same figures live,
 * so both import this one function.
 */
import { addDays, diffDays, isDateString, lastFridayOnOrBefore, weekday, type DateString } from './dates';
import { divCeil, divRoundHalfUp, fromCents, parseAmount, toCents, type Money } from './money';

export const MAX_LOAN_WEEKS = 35;

/** Days from "today" to the payroll Friday of next week, indexed by weekday (0 = Sunday). */
export const FIRST_PAYMENT_OFFSET_DAYS = [5, 11, 10, 9, 8, 7, 6] as const;

/** The first deduction date for a loan quoted (or confirmed) on `today`: always a Friday. */
export function firstPaymentDate(today: DateString): DateString {
  return addDays(today, FIRST_PAYMENT_OFFSET_DAYS[weekday(today)] as number);
}

export interface QuoteInput {
  today: DateString;
  deadline: DateString;
  /** Monthly interest rate in percent, a decimal string ≥ 0 ("2.5"). */
  monthlyRatePercent: string;
  /** Decimal strings > 0 with at most 2 decimals. */
  amount: string;
  weeklyDiscount: string;
}

export interface LoanQuote {
  availableWeeks: number;
  interestAmount: Money;
  totalAmount: Money;
  weeksNeeded: number;
  paidByDeductions: Money;
  finalPayment: Money;
  /** True exactly when finalPayment is "0.00". */
  fullyPaid: boolean;
  firstPaymentDate: DateString;
  lastPaymentDate: DateString;
  /** Where a remainder is taken from the savings fund: always the deadline (03 §2). */
  finalPaymentDate: DateString;
}

export type QuoteErrorCode = 'no_weeks_available';

/**
 * Why a discriminated union rather than an exception: "no weeks" is an ordinary business
 * answer (the API maps it to 422, the web app shows a notice), not a bug. Bad *inputs*
 * (malformed dates or amounts) are programmer errors — schemas validate first — and throw
 * a RangeError.
 */
export type QuoteResult = { ok: true; quote: LoanQuote } | { ok: false; error: QuoteErrorCode };

const RATE_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal rate as an exact fraction units / 10^scale. */
function rateFraction(rate: string): { units: bigint; scale: bigint } {
  const m = RATE_PATTERN.exec(rate);
  if (!m) throw new RangeError(`Not a non-negative rate: "${rate}"`);
  const frac = m[2] ?? '';
  return { units: BigInt(`${m[1]}${frac}`), scale: 10n ** BigInt(frac.length) };
}

function positiveCents(value: string, name: string): bigint {
  const money = parseAmount(value);
  if (money === null) throw new RangeError(`${name} must be an amount > 0 with at most 2 decimals: "${value}"`);
  return toCents(money);
}

/** Weeks between the first deduction and the last Friday on or before the deadline. */
export function availableWeeksFor(today: DateString, deadline: DateString): number {
  const days = diffDays(firstPaymentDate(today), lastFridayOnOrBefore(deadline));
  // Both ends are Fridays, so days/7 is a whole number; round() mirrors the spec's words.
  return Math.min(Math.round(days / 7) + 1, MAX_LOAN_WEEKS);
}

/**
 * Interest in cents: amount × (rate / 100 / 30) × (weeks × 7), kept as one exact
 * fraction and rounded half-up to cents once.
 */
export function interestCents(amountCents: bigint, monthlyRatePercent: string, weeks: number): bigint {
  const { units, scale } = rateFraction(monthlyRatePercent);
  return divRoundHalfUp(amountCents * units * BigInt(weeks) * 7n, 3000n * scale);
}

export function quoteLoan(input: QuoteInput): QuoteResult {
  const { today, deadline } = input;
  if (!isDateString(today) || !isDateString(deadline)) throw new RangeError('today and deadline must be YYYY-MM-DD');
  const amount = positiveCents(input.amount, 'amount');
  const weekly = positiveCents(input.weeklyDiscount, 'weeklyDiscount');

  const availableWeeks = availableWeeksFor(today, deadline);
  if (availableWeeks < 1) return { ok: false, error: 'no_weeks_available' };
  const available = BigInt(availableWeeks);
  const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

  const weeksForInterest = smaller(available, divCeil(amount, weekly));
  const interest = interestCents(amount, input.monthlyRatePercent, Number(weeksForInterest));
  const total = amount + interest;
  const weeksNeeded = smaller(available, divCeil(total, weekly));
  const paidByDeductions = smaller(available * weekly, total);
  const finalPayment = total - paidByDeductions;

  return {
    ok: true,
    quote: {
      availableWeeks,
      interestAmount: fromCents(interest),
      totalAmount: fromCents(total),
      weeksNeeded: Number(weeksNeeded),
      paidByDeductions: fromCents(paidByDeductions),
      finalPayment: fromCents(finalPayment),
      fullyPaid: finalPayment === 0n,
      firstPaymentDate: firstPaymentDate(today),
      lastPaymentDate: lastFridayOnOrBefore(deadline),
      finalPaymentDate: deadline,
    },
  };
}
