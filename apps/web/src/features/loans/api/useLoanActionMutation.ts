import type { LoanDetailResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { loanKeys } from './loanKeys';

/** The owner's actions on a loan (02 §7): each is a PUT answered with the updated detail. */
export type LoanOwnerAction = 'accept-counter-offer' | 'reject-counter-offer' | 'release-error';

export interface LoanActionInput {
  loanId: number;
  companyId: number;
}

/**
 * PUT /api/loans/{id}/{action}, multipart with company_id (02 §7; the API also reads
 * it on reject and release, and refuses an empty JSON body). On success the detail
 * cache takes the answer, the loan is read again and the active-loan lookups (menu,
 * offers) are refreshed.
 */
export function useLoanActionMutation(action: LoanOwnerAction) {
  const queryClient = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, LoanActionInput>({
    mutationFn: ({ loanId, companyId }) => {
      const form = new FormData();
      form.append('company_id', String(companyId));
      return http.put<LoanDetailResponse>(`/loans/${loanId}/${action}`, form);
    },
    onSuccess: async (detail, { loanId }) => {
      queryClient.setQueryData(loanKeys.detail(loanId), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['loans', 'user-active'] }),
        // A rejected offer leaves the screen; the others stay on it and read the loan again.
        action === 'reject-counter-offer' ? undefined : queryClient.invalidateQueries({ queryKey: loanKeys.detail(loanId) }),
      ]);
    },
  });
}
