import { creditsApi, type BulkAction } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

export interface BulkInput {
  action: BulkAction;
  companyId: number;
  loanIds: number[];
  /** A mass rejection's optional reason, told to every employee. */
  reason?: string;
}

function bulkCall({ action, companyId, loanIds, reason }: BulkInput, idempotencyKey: string) {
  const ids = { company_id: companyId, loanIds };
  if (action === 'reject')
    return call(creditsApi.massReject, { body: { ...ids, ...(reason ? { reason } : {}) } }, { idempotencyKey });
  return call(
    action === 'approve' ? creditsApi.massApprove : creditsApi.massCounterOffer,
    { body: ids },
    { idempotencyKey },
  );
}

/**
 * PUT /api/loans/mass-*: one Idempotency-Key per click, so the retry after a token refresh (or
 * a double click that slips through) replays the first answer instead of acting twice.
 */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInput) => bulkCall(input, newIdempotencyKey()),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
