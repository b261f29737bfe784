import type { BulkAction, BulkLoanResult } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

const PATHS: Record<BulkAction, string> = { approve: '/loans/mass-approve', reject: '/loans/mass-reject', counter_offer: '/loans/mass-counter-offer' };

export interface BulkInput {
  action: BulkAction;
  companyId: number;
  loanIds: number[];
  /** A mass rejection's optional reason, told to every employee. */
  reason?: string;
}

/**
 * PUT /api/loans/mass-*: one Idempotency-Key per click, so the retry after a token refresh (or
 * a double click that slips through) replays the first answer instead of acting twice.
 */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation<BulkLoanResult, unknown, BulkInput>({
    mutationFn: ({ action, companyId, loanIds, reason }) =>
      apiRequest<BulkLoanResult>(PATHS[action], {
        method: 'PUT',
        body: { company_id: companyId, loanIds, ...(action === 'reject' && reason ? { reason } : {}) },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
