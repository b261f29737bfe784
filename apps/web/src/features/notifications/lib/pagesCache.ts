import type { NotificationListResponse } from '@abono/domain';
import type { QueryClient } from '@tanstack/react-query';
import { latestNotificationsQuery } from '../api/useLatestNotificationsQuery';
import { unreadCountQuery } from '../api/useUnreadCountQuery';
import { notificationsPagesPrefix, type NotificationPages } from '../api/useNotificationsPageQuery';
import { applyRead } from './applyRead';

export type NotificationChange = { read: number } | { readAll: true } | { deleted: number };

function eachPage(
  data: NotificationPages | undefined,
  f: (page: NotificationListResponse) => NotificationListResponse,
) {
  return data ? { ...data, pages: data.pages.map(f) } : data;
}

/**
 * After a read, read-all or delete answered with the new unread count: the bell's
 * count, the popup list and every notifications-page list stay consistent.
 */
export function syncNotificationCaches(client: QueryClient, change: NotificationChange, count: number): void {
  const unread = Math.max(0, count);
  client.setQueryData(unreadCountQuery.queryKey, unread);
  let update: (list: NotificationListResponse) => NotificationListResponse;
  if ('deleted' in change) {
    update = (list) => {
      const kept = list.notifications.filter((n) => n.id !== change.deleted);
      const removed = list.notifications.length - kept.length;
      return { ...list, notifications: kept, unreadCount: unread, total: Math.max(0, list.total - removed) };
    };
  } else {
    const id = 'read' in change ? change.read : null;
    update = (list) => applyRead(list, id, unread) ?? list;
  }
  client.setQueryData(latestNotificationsQuery.queryKey, (old) => (old ? update(old) : old));
  client.setQueriesData<NotificationPages>({ queryKey: notificationsPagesPrefix }, (old) => eachPage(old, update));
}
