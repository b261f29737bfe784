import { treasuryApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { treasuryKeys } from './treasuryKeys';

export interface ReportLoansErrorInput {
  companyId: number;
  loanIds: number[];
  comment: string;
}

/**
 * PUT /api/treasury/report-loans-error (03 §3: all or nothing, the comment required), with one
 * Idempotency-Key per click like every bulk action.
 */
export function useReportLoansError() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, loanIds, comment }: ReportLoansErrorInput) =>
      call(treasuryApi.reportError, { body: { companyId, loanIds, comment } }, { idempotencyKey: newIdempotencyKey() }),
    onSettled: (_answer, _error, { companyId }) =>
      client.invalidateQueries({ queryKey: treasuryKeys.loans(companyId) }),
  });
}
