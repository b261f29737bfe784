import type { InsuranceList } from '@abono/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

/** GET /api/loans/insurance: HR's page of insurance requests. */
export function useInsuranceListQuery(query: Record<string, string | number> | null) {
  return useQuery<InsuranceList>({
    queryKey: creditKeys.insurance(query ?? {}),
    queryFn: ({ signal }) => http.get<InsuranceList>('/loans/insurance', query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
