/**
 * The caller's own notifications (spec 01 §4): reading lowers the unread count, never
 * below zero, because the count is always recomputed from the rows.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { NotificationItem, NotificationListResponse } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { companies, notifications } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { readTogether } from '../../db/readTogether';

/**
 * Written exactly like the partial index's predicate (`NOT is_read`), never as a bound `= $n`, so the planner can
 * always use it.
 */
const isUnread = sql`not ${notifications.isRead}`;

function prepareUnreadCount(db: Db) {
  // Served by the partial index notifications_user_unread_idx (an index-only count).
  return db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isUnread))
    .prepare('abono_unread_count');
}

const unreadStatements = new WeakMap<Db, ReturnType<typeof prepareUnreadCount>>();

/** The hottest call of the product (polled every 30 s by every open tab). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  let statement = unreadStatements.get(db);
  if (!statement) {
    statement = prepareUnreadCount(db);
    unreadStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  return row?.count ?? 0;
}

export interface ListOptions {
  limit: number;
  offset: number;
  includeRead: boolean;
}

export async function listNotifications(
  db: Db,
  userId: number,
  options: ListOptions,
): Promise<NotificationListResponse> {
  const where = options.includeRead
    ? eq(notifications.userId, userId)
    : and(eq(notifications.userId, userId), isUnread);
  const [rows, [totals], unread] = await readTogether(db, [
    // The company's current name rides along (decision 053): the web names it on a multi-company account.
    () =>
      db
        .select({ n: notifications, companyName: companies.name })
        .from(notifications)
        .leftJoin(companies, eq(companies.id, notifications.companyId))
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit)
        .offset(options.offset),
    () => db.select({ total: count() }).from(notifications).where(where),
    () => unreadCount(db, userId),
  ]);
  const total = totals?.total ?? 0;
  const items: NotificationItem[] = rows.map(({ n, companyName }) => ({
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    resource_type: n.resourceType,
    resource_id: n.resourceId,
    company_id: n.companyId,
    company_name: companyName ?? null,
    is_read: n.isRead,
    created_at: n.createdAt.toISOString(),
    read_at: n.readAt ? n.readAt.toISOString() : null,
  }));
  return { notifications: items, unreadCount: unread, total, hasMore: options.offset + items.length < total };
}

async function assertOwn(db: DbOrTx, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  // Another user's notification looks exactly like a missing one.
  if (!row) throw new AppError('not_found');
}

export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isUnread))
    .returning({ id: notifications.id });
  if (updated.length === 0) await assertOwn(db, userId, id);
  return unreadCount(db, userId);
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<number> {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.userId, userId), isUnread));
  return unreadCount(db, userId);
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError('not_found');
  return unreadCount(db, userId);
}
