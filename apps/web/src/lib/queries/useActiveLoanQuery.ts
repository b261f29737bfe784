import { useQuery } from '@tanstack/react-query';
import { FIVE_MINUTES_MS } from '../queryTimes';
import { queryKeys } from '../queryKeys';
import { http } from '../http/httpClient';

/** The fields the shell reads of the user's active loan (the full shape arrives with "my credit"). */
export interface ActiveLoanSummary {
  id: number;
  status: string;
}

/**
 * GET /api/loans/user-active?company_id: the active loan or null. Any failure
 * (404 included) counts as "no active loan". Cached 5 minutes (spec 01 §7);
 * `fresh` refetches on mount (the my-credit screen).
 */
export function useActiveLoanQuery(companyId: number | null, enabled = true, options: { fresh?: boolean } = {}) {
  return useQuery<ActiveLoanSummary | null>({
    queryKey: queryKeys.activeLoan(companyId),
    queryFn: async () => {
      try {
        const loan = await http.get<ActiveLoanSummary | null>('/loans/user-active', { company_id: companyId });
        return loan && typeof loan === 'object' && 'id' in loan ? loan : null;
      } catch {
        return null;
      }
    },
    enabled: enabled && companyId !== null,
    staleTime: FIVE_MINUTES_MS,
    // "My credit" always asks again when it opens; the menu keeps the 5-minute cache.
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
    retry: false,
  });
}
