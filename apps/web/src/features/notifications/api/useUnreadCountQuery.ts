import { notificationsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { queryKeys } from '../../../lib/queryKeys';

export const NOTIFICATIONS_POLL_MS = 30_000;

/** GET /api/notifications/count as the bell's number, polled every 30 s (spec 01 §9). */
export const unreadCountQuery = queryOptions({
  queryKey: [...queryKeys.notifications, 'count'],
  queryFn: async ({ signal }) => (await call(notificationsApi.count, {}, { signal })).count,
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useUnreadCountQuery(enabled = true) {
  return useQuery({ ...unreadCountQuery, enabled });
}
