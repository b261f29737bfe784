/**
 * "Sugerir" in the counter-offer panel, and the figures of a mass counter offer (issue 8 §4,
 * §5): the largest amount, at the loan's weekly discount, whose final payment the employee's
 * savings cover, quoted as of the loan's request day.
 *
 * The final payment only grows with the amount (more amount, more interest, the same weekly
 * deductions), so a binary search over cents finds the largest covered amount exactly.
 * The amount never exceeds what the employee asked for (`maxAmount`): a counter offer
 * proposes less, never more (decision 033).
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

/** The suggested amount, or null when not even $0.01 is covered (or no week is left). */
export function suggestCounterOffer(input: SuggestInput): { amount: Money } | null {
  let low = 1n;
  let high = toCents(input.maxAmount);
  if (high < low || !covered(input, low)) return null;
  if (covered(input, high)) return { amount: fromCents(high) };
  // Invariant: covered(low) and not covered(high).
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (covered(input, mid)) low = mid;
    else high = mid;
  }
  return { amount: fromCents(low) };
}
