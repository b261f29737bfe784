import type { CompanySettingsResponse } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';

/** GET /api/settings?company_id: the monthly rate and deadline the insurance quote uses. Always fresh. */
export function useCompanyTermsQuery(companyId: number | null) {
  return useQuery<CompanySettingsResponse>({
    queryKey: ['settings', companyId],
    queryFn: ({ signal }) => http.get<CompanySettingsResponse>('/settings', { company_id: companyId }, signal),
    enabled: companyId !== null,
    staleTime: 0,
    retry: 1,
  });
}
