import type { LoanDetailResponse, LoanQuote } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queryKeys';
import { dataUrlToFile } from '../../../components/SignaturePad/dataUrl';
import { apiRequest } from '../../../lib/http/httpClient';

export interface ApplyLoanInput {
  companyId: number;
  productId: number;
  tin: string | null;
  /** The offer's read-only fields. */
  employee: { date: string; employee_code: string; name: string; branch: string };
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
  const body = new FormData();
  const fields: Record<string, string> = {
    date: input.employee.date,
    employee_code: input.employee.employee_code,
    name: input.employee.name,
    branch: input.employee.branch,
    loan_amount: input.loanAmount,
    weekly_discount: input.weeklyDiscount,
    product_id: String(input.productId),
    company_id: String(input.companyId),
    deadline: input.deadline,
    interest_amount: input.quote.interestAmount,
    total_amount: input.quote.totalAmount,
    weeks_needed: String(input.quote.weeksNeeded),
    final_payment: input.quote.finalPayment,
    final_payment_date: input.quote.finalPaymentDate,
  };
  if (input.tin) fields.tin = input.tin;
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('signature', dataUrlToFile(input.signature, 'signature.png'));
  return body;
}

/** POST /api/loans; on success the active-loan query is refreshed (the offers notice and "my credit" appear). */
export function useApplyLoanMutation() {
  const queryClient = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, ApplyLoanInput>({
    mutationFn: (input) => apiRequest<LoanDetailResponse>('/loans', { method: 'POST', body: loanRequestFormData(input) }),
    onSuccess: async (_loan, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.activeLoan(input.companyId) });
    },
  });
}
