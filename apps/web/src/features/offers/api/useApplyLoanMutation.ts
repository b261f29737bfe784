import { loansApi } from '@abono/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../lib/http/call';
import { activeLoanQuery } from '../../../lib/queries/useActiveLoanQuery';
import { signatureFile, signedRequestFields, type SignedRequestInput } from '../../../lib/signedRequest';
import { useSignedRequestMutation } from '../../../lib/useSignedRequestMutation';

export interface ApplyLoanInput extends SignedRequestInput {
  companyId: number;
  productId: number;
  deadline: string;
  /** Normalised money strings (the form schema's output). */
  loanAmount: string;
  weeklyDiscount: string;
}

/** The multipart form of POST /api/loans (spec 01 §3 "Loan request (sent)"), typed by the route. */
export function loanRequestForm(input: ApplyLoanInput): CallInput<typeof loansApi.apply> {
  return {
    body: {
      ...signedRequestFields(input),
      loan_amount: input.loanAmount,
      weekly_discount: input.weeklyDiscount,
      product_id: input.productId,
      company_id: input.companyId,
      deadline: input.deadline,
    },
    files: { signature: signatureFile(input) },
  };
}

/** POST /api/loans; on success the active-loan query is refreshed (the offers notice and "my credit" appear). */
export function useApplyLoanMutation() {
  const queryClient = useQueryClient();
  return useSignedRequestMutation(loansApi.apply, loanRequestForm, (_loan, input) =>
    queryClient.invalidateQueries({ queryKey: activeLoanQuery(input.companyId).queryKey }),
  );
}
