import { treasuryApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { treasuryKeys } from './treasuryKeys';

export interface ConfirmLoansInput {
  companyId: number;
  loanIds: number[];
}

/**
 * PUT /api/treasury/confirm-loans (03 §3: all or nothing). One Idempotency-Key per click, so the
 * retry after a token refresh replays the first answer instead of confirming twice.
 */
export function useConfirmLoans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, loanIds }: ConfirmLoansInput) =>
      call(treasuryApi.confirm, { body: { companyId, loanIds } }, { idempotencyKey: newIdempotencyKey() }),
    onSettled: (_answer, _error, { companyId }) =>
      client.invalidateQueries({ queryKey: treasuryKeys.loans(companyId) }),
  });
}
