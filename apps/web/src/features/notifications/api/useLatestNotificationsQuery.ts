import type { NotificationListResponse } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { http } from '../../../lib/http/httpClient';

export const POPUP_LIMIT = 10;

/** The latest 10 notifications, read and unread, for the bell popup. */
export function useLatestNotificationsQuery(enabled: boolean) {
  return useQuery<NotificationListResponse>({
    queryKey: queryKeys.notificationsLatest,
    queryFn: () =>
      http.get<NotificationListResponse>('/notifications', { limit: POPUP_LIMIT, offset: 0, include_read: true }),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
