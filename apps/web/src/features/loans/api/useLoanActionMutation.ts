import type { LoanDetailResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataUrlToFile } from '../../../components/SignaturePad/dataUrl';
import { http } from '../../../lib/http/httpClient';
import { loanKeys } from './loanKeys';

/** The owner's actions on a loan (02 §7): each is a PUT answered with the updated detail. */
export type LoanOwnerAction = 'accept-counter-offer' | 'reject-counter-offer' | 'release-error';

export interface LoanActionInput {
  loanId: number;
  companyId: number;
  /** The new signature (PNG data URL) accepting a counter offer signs the offered figures with. */
  signature?: string;
}

/**
 * PUT /api/loans/{id}/{action}, multipart with company_id (02 §7; the API also reads
 * it on reject and release) and, to accept a counter offer, the new signature PNG. On success the detail
 * cache takes the answer, the loan is read again and the active-loan lookups (menu,
 * offers) are refreshed.
 */
export function useLoanActionMutation(action: LoanOwnerAction) {
  const queryClient = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, LoanActionInput>({
    mutationFn: ({ loanId, companyId, signature }) => {
      const form = new FormData();
      form.append('company_id', String(companyId));
      if (signature) form.append('signature', dataUrlToFile(signature, 'firma.png'));
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
