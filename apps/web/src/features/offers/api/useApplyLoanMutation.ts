import type { LoanDetailResponse, LoanQuote } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { apiRequest, newIdempotencyKey } from '../../../lib/http/httpClient';
import { requestFormData, type ApplicantFieldValues } from '../../../lib/requestFormData';

export interface ApplyLoanInput {
  companyId: number;
  productId: number;
  tin: string | null;
  /** The offer's read-only fields. */
  employee: ApplicantFieldValues;
  deadline: string;
  /** Normalised money strings (the form schema's output). */
  loanAmount: string;
  weeklyDiscount: string;
  quote: LoanQuote;
  /** PNG data URL from the signature dialog. */
  signature: string;
}

/** The multipart body of POST /api/loans (spec 01 §3 "Loan request (sent)", API schemas.ts). */
export function loanRequestFormData(input: ApplyLoanInput): FormData {
  return requestFormData({
    employee: input.employee,
    tin: input.tin,
    quote: input.quote,
    signature: input.signature,
    fields: {
      loan_amount: input.loanAmount,
      weekly_discount: input.weeklyDiscount,
      product_id: String(input.productId),
      company_id: String(input.companyId),
      deadline: input.deadline,
    },
  });
}

/** POST /api/loans; on success the active-loan query is refreshed (the offers notice and "my credit" appear). */
export function useApplyLoanMutation() {
  const queryClient = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, ApplyLoanInput>({
    mutationFn: (input) =>
      apiRequest<LoanDetailResponse>('/loans', {
        method: 'POST',
        body: loanRequestFormData(input),
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: async (_loan, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.activeLoan(input.companyId) });
    },
  });
}
