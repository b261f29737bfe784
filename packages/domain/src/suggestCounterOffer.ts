/**
 * "Sugerir" in the counter-offer panel, and the figures of a mass counter offer (decisions 033,
 * 034): the largest amount, at the loan's weekly discount, whose final payment the employee's
 * savings cover, quoted as of the loan's request day.
 *
 * The final payment only grows with the amount (more amount, more interest, the same weekly
 * deductions), so a binary search over cents finds the largest covered amount exactly.
 * The amount never exceeds what the employee asked for (`maxAmount`): a counter offer
 * proposes less, never more (decision 033). Below the request it is a whole number of pesos
 * ("$7,086.61" reads like a computing accident); the request itself is
 * proposed as asked when the savings cover it (decision 055).
 */
import { compareMoney, fromCents, toCents, type Money } from './money';
import { quoteLoan } from './quote';
import type { DateString } from './dates';

export interface SuggestInput {
  /** The loan's request day: its quote's "today". */
  requestedOn: DateString;
  deadline: DateString;
  monthlyRatePercent: string;
  weeklyDiscount: string;
  /** The employee's total savings. */
  savings: string;
  /** The largest amount to consider: the loan's requested amount. */
  maxAmount: string;
}

function covered(input: SuggestInput, cents: bigint): boolean {
  const result = quoteLoan({
    today: input.requestedOn,
    deadline: input.deadline,
    monthlyRatePercent: input.monthlyRatePercent,
    amount: fromCents(cents),
    weeklyDiscount: input.weeklyDiscount,
  });
  return result.ok && compareMoney(result.quote.finalPayment, input.savings) <= 0;
}

const PESO = 100n;

/** The suggested amount, or null when not even $1.00 is covered (or no week is left). */
export function suggestCounterOffer(input: SuggestInput): { amount: Money } | null {
  const max = toCents(input.maxAmount);
  if (max >= 1n && covered(input, max)) return { amount: fromCents(max) };
  // Whole pesos below the request: low and high count pesos.
  let low = 1n;
  let high = max / PESO;
  if (high < low || !covered(input, low * PESO)) return null;
  if (covered(input, high * PESO)) return { amount: fromCents(high * PESO) };
  // Invariant: covered(low) and not covered(high).
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (covered(input, mid * PESO)) low = mid;
    else high = mid;
  }
  return { amount: fromCents(low * PESO) };
}
