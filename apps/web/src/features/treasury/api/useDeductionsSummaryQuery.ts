import { treasuryApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { treasuryKeys } from './treasuryKeys';

/** GET /api/treasury/deductions/summary?company_id&date: the Friday's row count and total, before the download. */
export const deductionsSummaryQuery = (companyId: number, date: string) =>
  queryOptions({
    queryKey: treasuryKeys.deductions(companyId, date),
    queryFn: ({ signal }) =>
      call(treasuryApi.deductionsSummary, { query: { company_id: companyId, date } }, { signal }),
    staleTime: 0,
  });

export function useDeductionsSummaryQuery(companyId: number, date: string) {
  return useQuery(deductionsSummaryQuery(companyId, date));
}
