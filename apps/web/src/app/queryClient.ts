import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/ApiError';
import { meQuery } from '../lib/session/fetchMe';
import { companiesQuery } from '../lib/session/companiesQuery';
import { GC_TIME_MS } from '../lib/queryTimes';

export { FIVE_MINUTES_MS, GC_TIME_MS } from '../lib/queryTimes';

/**
 * Spec 01 §7 query defaults: retry 2, cache 20 minutes, no refetch on focus or
 * mount. Client errors (4xx) are answers, not glitches, so they are not retried.
 */
export function createQueryClient(): QueryClient {
  // A company that answers company_forbidden was taken away meanwhile (a deactivation, a revoked
  // toggle; decision 051): read the session and the companies again, so the switcher moves to
  // one still open (or company onboarding) instead of leaving the screen failing.
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.code !== 'company_forbidden') return;
    void client.invalidateQueries({ queryKey: meQuery.queryKey });
    void client.invalidateQueries({ queryKey: companiesQuery.queryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
