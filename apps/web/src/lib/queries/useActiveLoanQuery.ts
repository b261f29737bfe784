import { loansApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/call';
import { FIVE_MINUTES_MS } from '../queryTimes';

/** The prefix of every company's active-loan lookup: what a loan action refreshes. */
export const activeLoanQueryPrefix = ['loans', 'user-active'] as const;

/**
 * GET /api/loans/user-active?company_id: the active loan or null. Any failure
 * (404 included) counts as "no active loan". Cached 5 minutes (spec 01 §7).
 */
export const activeLoanQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: [...activeLoanQueryPrefix, companyId],
    queryFn: async ({ signal }) => {
      if (companyId === null) return null;
      try {
        return await call(loansApi.userActive, { query: { company_id: companyId } }, { signal });
      } catch {
        return null;
      }
    },
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });

/** The active loan of the menu, the offers and "my credit"; `fresh` refetches on mount (the my-credit screen). */
export function useActiveLoanQuery(companyId: number | null, enabled = true, options: { fresh?: boolean } = {}) {
  return useQuery({
    ...activeLoanQuery(companyId),
    enabled: enabled && companyId !== null,
    // "My credit" always asks again when it opens; the menu keeps the 5-minute cache.
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
