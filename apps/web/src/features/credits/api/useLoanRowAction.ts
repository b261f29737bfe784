import { creditsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { storeLoanDetail } from './loanDetailCache';

export type LoanRowStatusAction = 'approve' | 'reject' | 'notify_employee';

interface RowActionInput {
  action: LoanRowStatusAction;
  loanId: number;
  companyId: number;
  reason?: string;
}

function rowActionCall({ action, loanId, companyId, reason }: RowActionInput) {
  const params = { id: loanId };
  if (action === 'reject')
    return call(creditsApi.reject, { params, body: { company_id: companyId, ...(reason ? { reason } : {}) } });
  return call(action === 'approve' ? creditsApi.approve : creditsApi.notifyEmployee, {
    params,
    body: { company_id: companyId },
  });
}

/**
 * PUT /api/loans/{id}/approve | reject | notify-employee (a rejection with its optional reason); the answer updates
 * the detail.
 */
export function useLoanRowAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rowActionCall,
    onSuccess: (loan) => storeLoanDetail(client, loan),
  });
}
