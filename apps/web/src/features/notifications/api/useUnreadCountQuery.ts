import type { UnreadCountResponse } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { http } from '../../../lib/http/httpClient';

export const NOTIFICATIONS_POLL_MS = 30_000;

/** GET /api/notifications/count, polled every 30 s (spec 01 §9). */
export function useUnreadCountQuery(enabled = true) {
  return useQuery<number>({
    queryKey: queryKeys.notificationsCount,
    queryFn: async () => (await http.get<UnreadCountResponse>('/notifications/count')).count,
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
