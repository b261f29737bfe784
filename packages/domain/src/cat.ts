/**
 * The informative CAT (Costo Anual Total) of a loan, as Banco de México defines it
 * (Circular 21/2009, "Disposiciones de carácter general en materia de CAT"): the annual
 * rate i that solves
 *
 *     Σ_j A_j / (1 + i)^t_j  =  Σ_k B_k / (1 + i)^s_k
 *
 * with A_j the disbursements (here one: the loan amount at t = 0) and B_k the payments
 * (the weekly deductions and any final savings-fund payment), times in years from the
 * disbursement.
 *
 * Time convention: every flow is placed at exact days / 365 from the disbursement date.
 * The other convention in use, periods per year (weekly = 52), assumes payments evenly
 * spaced from t = 0, and ours are not: the first deduction falls 5–11 days after the
 * request (03 §2) and the savings-fund remainder lands on the deadline, which need not be
 * a Friday. Real day counts treat every flow alike; for a regular weekly run the
 * difference with k/52 is 7/365 vs 1/52 (0.3 %) of each interval.
 *
 * Floating point: money never touches a float in this code base (03 §2), but the CAT is
 * an informative rate, not an amount anyone pays, and it is the root of a non-polynomial
 * equation. It is solved by bisection in doubles and shown rounded to one decimal, far
 * coarser than the solver's error. The cash flows themselves are built in integer cents.
 *
 * "Sin IVA": the quote's interest carries no VAT, so the flows have none and neither does
 * the rate.
 */
import { diffDays, type DateString } from './dates';
import { toCents, type Money } from './money';

/** One payment of the borrower, `days` after the disbursement. */
export interface CatCashFlow {
  days: number;
  /** Integer cents, > 0. */
  cents: bigint;
}

export interface CatInput {
  /** Disbursement date (the day the loan is quoted or requested). */
  today: DateString;
  amount: Money;
  weeklyDiscount: Money;
  totalAmount: Money;
  weeksNeeded: number;
  /** The savings-fund remainder, "0.00" when deductions pay everything. */
  finalPayment: Money;
  firstPaymentDate: DateString;
  finalPaymentDate: DateString;
}

const DAYS_PER_YEAR = 365;

/**
 * The borrower's payments of a quote, in cents: min(weeklyDiscount, remaining) every
 * 7 days from the first payment date for weeksNeeded weeks (the same rule as the
 * schedule), then the savings-fund remainder on its date.
 */
export function catCashFlows(input: CatInput): CatCashFlow[] {
  const weeks = input.weeksNeeded;
  if (!Number.isInteger(weeks) || weeks < 0) throw new RangeError('weeksNeeded must be a non-negative integer');
  const weekly = toCents(input.weeklyDiscount);
  const finalPayment = toCents(input.finalPayment);
  let remaining = toCents(input.totalAmount);
  const firstDays = diffDays(input.today, input.firstPaymentDate);
  const flows: CatCashFlow[] = [];
  for (let week = 0; week < weeks && remaining > 0n; week++) {
    const payment = weekly < remaining ? weekly : remaining;
    flows.push({ days: firstDays + 7 * week, cents: payment });
    remaining -= payment;
  }
  // Inconsistent figures (a stale or tampered quote) would give a rate for a loan nobody
  // offered; that is a caller bug, so it throws rather than guessing.
  if (remaining !== finalPayment) {
    throw new RangeError(`Deductions leave ${remaining} cents but finalPayment is ${finalPayment} cents`);
  }
  if (finalPayment > 0n) flows.push({ days: diffDays(input.today, input.finalPaymentDate), cents: finalPayment });
  return flows;
}

/**
 * The annual rate (a fraction, 0.453 for 45.3 %) at which the payments' present value
 * equals the disbursement. Solved for x = ln(1 + i), where the present value
 * Σ B·e^(−x·t) is strictly decreasing, so bisection always converges.
 */
export function solveCatRate(disbursementCents: bigint, flows: readonly CatCashFlow[]): number {
  if (disbursementCents <= 0n) throw new RangeError('The disbursement must be positive');
  if (flows.some((f) => f.cents <= 0n || f.days <= 0)) {
    throw new RangeError('Every payment must be positive and after the disbursement');
  }
  const paid = flows.reduce((sum, f) => sum + f.cents, 0n);
  if (paid < disbursementCents) throw new RangeError('Payments below the disbursement give no CAT');
  if (paid === disbursementCents) return 0;

  const a = Number(disbursementCents);
  const terms = flows.map((f) => ({ t: f.days / DAYS_PER_YEAR, b: Number(f.cents) }));
  const excess = (x: number) => terms.reduce((sum, { t, b }) => sum + b * Math.exp(-x * t), 0) - a;

  let low = 0;
  let high = 1;
  // Very short, expensive loans have huge annual rates; x = 700 is e^700 ≈ 1e304.
  while (excess(high) > 0 && high < 700) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-15 * Math.max(1, high); i++) {
    const mid = (low + high) / 2;
    if (excess(mid) > 0) low = mid;
    else high = mid;
  }
  return Math.expm1((low + high) / 2);
}

/** A rate fraction as a percent with one decimal, half-up: 0.10 → "10.0". */
export function formatCatPercent(rate: number): string {
  // Trim the solver's last-bit noise first so 9.99999999997 shows as 10.0, not 9.9... on a tie.
  const percent = Number((rate * 100).toFixed(9));
  return (Math.floor(percent * 10 + 0.5) / 10).toFixed(1);
}

/** The informative CAT of a quote, as a percent with one decimal ("45.3"), sin IVA. */
export function computeCat(input: CatInput): string {
  const amount = toCents(input.amount);
  return formatCatPercent(solveCatRate(amount, catCashFlows(input)));
}
