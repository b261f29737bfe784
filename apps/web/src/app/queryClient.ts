import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/ApiError';
import { GC_TIME_MS } from '../lib/queryTimes';

export { FIVE_MINUTES_MS, GC_TIME_MS } from '../lib/queryTimes';

/**
 * Spec 01 §7 query defaults: retry 2, cache 20 minutes, no refetch on focus or
 * mount. Client errors (4xx) are answers, not glitches, so they are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
