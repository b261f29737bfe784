import { NOTIFICATION_PAGE_SIZE, notificationsApi, type NotificationListResponse } from '@abono/domain';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { queryKeys } from '../../../lib/queryKeys';

export const PAGE_SIZE = NOTIFICATION_PAGE_SIZE;

/** ['notifications', 'page', includeRead]: under the shell's ['notifications'] prefix. */
export const notificationsPageKey = (includeRead: boolean) =>
  [...queryKeys.notifications, 'page', includeRead] as const;
export const notificationsPagesPrefix = [...queryKeys.notifications, 'page'] as const;

export type NotificationPages = InfiniteData<NotificationListResponse, number>;

/** GET /api/notifications?limit=20&offset&include_read, one page per 'Cargar más' (spec 01 §2). */
export function useNotificationsPageQuery(includeRead: boolean) {
  return useInfiniteQuery({
    queryKey: notificationsPageKey(includeRead),
    queryFn: ({ pageParam, signal }) =>
      call(
        notificationsApi.list,
        { query: { limit: PAGE_SIZE, offset: pageParam, include_read: includeRead } },
        { signal },
      ),
    initialPageParam: 0,
    // The next offset counts what the server still lists: in the unread view, items read
    // (or deleted) since are gone from its list, so they do not count.
    getNextPageParam: (last, pages) =>
      last.hasMore
        ? pages.reduce((n, p) => n + p.notifications.filter((item) => includeRead || !item.is_read).length, 0)
        : undefined,
    refetchOnMount: 'always',
    retry: false,
  });
}
