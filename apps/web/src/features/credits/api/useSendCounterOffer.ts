import { creditsApi, quoteFigures, type LoanQuote } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { storeLoanDetail } from './loanDetailCache';

export interface CounterOfferInput {
  loanId: number;
  companyId: number;
  amount: string;
  weeklyDiscount: string;
  reason: string;
  /** The figures shown; the server recomputes them and answers 422 quote_mismatch if they differ. */
  quote: LoanQuote;
}

/** POST /api/loans/{id}/counter-offer (spec 02 §7); the answer updates the detail. */
export function useSendCounterOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, companyId, amount, weeklyDiscount, reason, quote }: CounterOfferInput) =>
      call(creditsApi.counterOffer, {
        params: { id: loanId },
        body: { amount, weekly_discount: weeklyDiscount, reason, ...quoteFigures(quote), company_id: companyId },
      }),
    onSuccess: (loan) => storeLoanDetail(client, loan),
  });
}
