import type { LoanDetailResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

export type LoanRowStatusAction = 'approve' | 'reject' | 'notify_employee';

const PATHS: Record<LoanRowStatusAction, string> = { approve: 'approve', reject: 'reject', notify_employee: 'notify-employee' };

/** PUT /api/loans/{id}/approve | reject | notify-employee (a rejection with its optional reason), then the lists are read again. */
export function useLoanRowAction() {
  const client = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, { action: LoanRowStatusAction; loanId: number; companyId: number; reason?: string }>({
    mutationFn: ({ action, loanId, companyId, reason }) =>
      http.put<LoanDetailResponse>(`/loans/${loanId}/${PATHS[action]}`, { company_id: companyId, ...(action === 'reject' && reason ? { reason } : {}) }),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
