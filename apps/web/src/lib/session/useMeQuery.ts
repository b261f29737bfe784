import type { SessionUser } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { FIVE_MINUTES_MS } from '../queryTimes';
import { queryKeys } from '../queryKeys';
import { useAuthState } from '../authStore';
import { fetchMe } from './fetchMe';

/** The session user; fresh for 5 minutes and never retried (spec 01 §7). */
export function useMeQuery() {
  const { accessToken } = useAuthState();
  return useQuery<SessionUser>({
    queryKey: queryKeys.me,
    queryFn: () => fetchMe(),
    enabled: accessToken !== null,
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });
}
