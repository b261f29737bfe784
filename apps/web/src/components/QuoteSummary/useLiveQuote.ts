import { useMemo } from 'react';
import { computeLiveQuote, type LiveQuote, type LiveQuoteInput } from './liveQuote';

/** The live quote of a request form, recomputed only when one of its inputs changes. */
export function useLiveQuote({
  today,
  deadline,
  monthlyRatePercent,
  amount,
  weeklyDiscount,
}: LiveQuoteInput): LiveQuote {
  return useMemo(
    () => computeLiveQuote({ today, deadline, monthlyRatePercent, amount, weeklyDiscount }),
    [today, deadline, monthlyRatePercent, amount, weeklyDiscount],
  );
}
