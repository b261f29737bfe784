import type { LoanDetailResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

/** PUT /api/loans/{id}: new figures for a pending loan, offered to the employee as a counter offer (the server requotes). */
export function useEditLoan() {
  const client = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, { loanId: number; companyId: number; amount: string; weeklyDiscount: string; reason?: string }>({
    mutationFn: ({ loanId, companyId, amount, weeklyDiscount, reason }) =>
      http.put<LoanDetailResponse>(`/loans/${loanId}`, { company_id: companyId, loan_amount: amount, weekly_discount: weeklyDiscount, ...(reason ? { reason } : {}) }),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
