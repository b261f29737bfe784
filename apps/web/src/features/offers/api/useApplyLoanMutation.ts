import type { LoanDetailResponse } from '@abono/domain';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { requestFormData, type SignedRequestInput } from '../../../lib/requestFormData';
import { useSignedRequestMutation } from '../../../lib/useSignedRequestMutation';

export interface ApplyLoanInput extends SignedRequestInput {
  companyId: number;
  productId: number;
  deadline: string;
  /** Normalised money strings (the form schema's output). */
  loanAmount: string;
  weeklyDiscount: string;
}

/** The multipart body of POST /api/loans (spec 01 §3 "Loan request (sent)", API schemas.ts). */
export function loanRequestFormData(input: ApplyLoanInput): FormData {
  return requestFormData(input, {
    loan_amount: input.loanAmount,
    weekly_discount: input.weeklyDiscount,
    product_id: String(input.productId),
    company_id: String(input.companyId),
    deadline: input.deadline,
  });
}

/** POST /api/loans; on success the active-loan query is refreshed (the offers notice and "my credit" appear). */
export function useApplyLoanMutation() {
  const queryClient = useQueryClient();
  return useSignedRequestMutation<LoanDetailResponse, ApplyLoanInput>('/loans', loanRequestFormData, (_loan, input) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.activeLoan(input.companyId) }),
  );
}
