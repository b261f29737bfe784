import type { CompanySummary } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { http } from '../../../lib/http/httpClient';

/** GET /api/companies: the companies the user may access. */
export function useCompaniesQuery(enabled = true) {
  return useQuery<CompanySummary[]>({
    queryKey: queryKeys.companies,
    queryFn: () => http.get<CompanySummary[]>('/companies'),
    enabled,
  });
}
