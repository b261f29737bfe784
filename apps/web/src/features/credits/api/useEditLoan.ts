import { creditsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { storeLoanDetail } from './loanDetailCache';

/**
 * PUT /api/loans/{id}: new figures for a pending loan, offered to the employee as a counter offer (the server
 * requotes).
 */
export function useEditLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      loanId,
      companyId,
      amount,
      weeklyDiscount,
      reason,
    }: {
      loanId: number;
      companyId: number;
      amount: string;
      weeklyDiscount: string;
      reason?: string;
    }) =>
      call(creditsApi.edit, {
        params: { id: loanId },
        body: {
          company_id: companyId,
          loan_amount: amount,
          weekly_discount: weeklyDiscount,
          ...(reason ? { reason } : {}),
        },
      }),
    onSuccess: (loan) => storeLoanDetail(client, loan),
  });
}
