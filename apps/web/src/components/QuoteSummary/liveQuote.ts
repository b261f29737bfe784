import { computeCat, parseAmount, quoteLoan, type LoanQuote, type Money } from '@abono/domain';

export type LiveQuote =
  | { status: 'incomplete' }
  | { status: 'no_weeks' }
  | { status: 'ok'; amount: Money; weeklyDiscount: Money; quote: LoanQuote; cat: string | null };

export interface LiveQuoteInput {
  today: string;
  deadline: string | null;
  monthlyRatePercent: string;
  /** What the person typed; only acceptable amounts (parseAmount) are quoted. */
  amount: string;
  weeklyDiscount: string;
}

/**
 * The panel's live figures: the domain's quoteLoan and computeCat on what was typed,
 * recomputed on every keystroke (both are pure and take microseconds).
 */
export function computeLiveQuote(input: LiveQuoteInput): LiveQuote {
  if (input.deadline === null) return { status: 'no_weeks' };
  const amount = parseAmount(input.amount);
  const weeklyDiscount = parseAmount(input.weeklyDiscount);
  if (amount === null || weeklyDiscount === null) return { status: 'incomplete' };
  let result: ReturnType<typeof quoteLoan>;
  try {
    result = quoteLoan({
      today: input.today,
      deadline: input.deadline,
      monthlyRatePercent: input.monthlyRatePercent,
      amount,
      weeklyDiscount,
    });
  } catch {
    return { status: 'incomplete' };
  }
  if (!result.ok) return { status: 'no_weeks' };
  const { quote } = result;
  let cat: string | null;
  try {
    cat = computeCat({
      today: input.today,
      amount,
      weeklyDiscount,
      totalAmount: quote.totalAmount,
      weeksNeeded: quote.weeksNeeded,
      finalPayment: quote.finalPayment,
      firstPaymentDate: quote.firstPaymentDate,
      finalPaymentDate: quote.finalPaymentDate,
    });
  } catch {
    cat = null;
  }
  return { status: 'ok', amount, weeklyDiscount, quote, cat };
}
