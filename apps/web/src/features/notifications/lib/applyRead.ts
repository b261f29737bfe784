import type { NotificationListResponse } from '@abono/domain';

/** Marks one (or, with id null, every) notification of a cached list read. */
export function applyRead(list: NotificationListResponse | undefined, id: number | null, count: number) {
  if (!list) return list;
  const now = new Date().toISOString();
  return {
    ...list,
    unreadCount: Math.max(0, count),
    notifications: list.notifications.map((n) =>
      (id === null || n.id === id) && !n.is_read ? { ...n, is_read: true, read_at: now } : n,
    ),
  };
}
