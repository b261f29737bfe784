import { settingsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/** GET /api/settings?company_id: the monthly rate and deadline the insurance quote uses. Always fresh. */
export const companyTermsQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: ['settings', companyId],
    queryFn: ({ signal }) => call(settingsApi.get, { query: { company_id: companyId! } }, { signal }),
    enabled: companyId !== null,
    staleTime: 0,
    retry: 1,
  });

export function useCompanyTermsQuery(companyId: number | null) {
  return useQuery(companyTermsQuery(companyId));
}
