import { quoteFigures, type LoanDetailResponse, type LoanQuote } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

export interface CounterOfferInput {
  loanId: number;
  companyId: number;
  amount: string;
  weeklyDiscount: string;
  reason: string;
  /** The figures shown; the server recomputes them and answers 422 quote_mismatch if they differ. */
  quote: LoanQuote;
}

/** POST /api/loans/{id}/counter-offer (spec 02 §7). */
export function useSendCounterOffer() {
  const client = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, CounterOfferInput>({
    mutationFn: ({ loanId, companyId, amount, weeklyDiscount, reason, quote }) =>
      http.post<LoanDetailResponse>(`/loans/${loanId}/counter-offer`, { amount, weekly_discount: weeklyDiscount, reason, ...quoteFigures(quote), company_id: companyId }),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
