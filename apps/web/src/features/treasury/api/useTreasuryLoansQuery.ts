import { treasuryApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { treasuryKeys } from './treasuryKeys';

/** GET /api/treasury/loans?company_id (spec 02 §7): the applied, accepted, approved and error_released lists. */
export const treasuryLoansQuery = (companyId: number) =>
  queryOptions({
    queryKey: treasuryKeys.loans(companyId),
    queryFn: ({ signal }) => call(treasuryApi.loans, { query: { company_id: companyId } }, { signal }),
    // A deposit moves loans under another user's eyes too: read afresh when the screen opens.
    staleTime: 0,
  });

export function useTreasuryLoansQuery(companyId: number) {
  return useQuery(treasuryLoansQuery(companyId));
}
