/**
 * Creating notifications, for every module: call inside the transaction that makes the
 * change, so the notice exists exactly when the change does. What a notice says and who
 * receives it is the domain's NOTICE_CATALOG; recipients are chosen by permission.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  WILDCARD_PERMISSION,
  recipientPermissions,
  renderNotice,
  type NoticeKey,
  type NoticeParams,
  type NotificationType,
  type PermissionName,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { notifications, permissions, rolePermissions, userCompanies, users } from '../../db/schema';
import { queueNoticeEmails } from '../mail/noticeEmails';

export type NotificationInsert = typeof notifications.$inferInsert;

export interface NotificationContent {
  companyId: number | null;
  type: NotificationType;
  title: string;
  message: string;
  resourceType?: string | null;
  resourceId?: number | null;
}

/** One notification per distinct user id. */
export async function notify(tx: DbOrTx, input: NotificationContent & { userIds: readonly number[] }): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  await tx.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      companyId: input.companyId,
      type: input.type,
      title: input.title.slice(0, 200),
      message: input.message,
      resourceType: input.resourceType ?? null,
      resourceId: input.resourceId ?? null,
    })),
  );
}

/**
 * Active users with access to the company whose role grants any of the permissions
 * (directly or through '*'), e.g. manage_credits for a new loan request.
 */
export async function permissionHolderIds(
  tx: DbOrTx,
  companyId: number,
  names: readonly PermissionName[],
): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userCompanies, and(eq(userCompanies.userId, users.id), eq(userCompanies.companyId, companyId)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(users.isActive, true),
        or(inArray(permissions.name, [...names]), eq(permissions.name, WILDCARD_PERMISSION)),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Where a notice goes: its company, the row it opens, and the person it is about. */
export interface NoticeTarget {
  companyId: number;
  resourceId: number;
  /** The loan's employee (or the newly linked user); null when they have no account. */
  subjectUserId?: number | null;
}

/** The rows of one catalog notice, one per recipient (the seed adds its own dates). */
export async function noticeRows<K extends NoticeKey>(
  tx: DbOrTx,
  key: K,
  target: NoticeTarget,
  params: NoticeParams<K>,
): Promise<NotificationInsert[]> {
  const notice = renderNotice(key, params);
  const userIds = new Set(await permissionHolderIds(tx, target.companyId, recipientPermissions(notice.recipients)));
  if (notice.recipients.includes('subject') && target.subjectUserId != null) userIds.add(target.subjectUserId);
  return [...userIds].map((userId) => ({
    userId,
    companyId: target.companyId,
    type: notice.type,
    title: notice.title,
    message: notice.message,
    resourceType: notice.resourceType,
    resourceId: target.resourceId,
  }));
}

/**
 * One catalog notice for many rows of one company (bulk actions): the permission holders are
 * looked up once, and the rows are inserted in batches. Each target adds its own subject.
 */
export async function sendNoticeToMany<K extends NoticeKey>(
  tx: DbOrTx,
  key: K,
  companyId: number,
  targets: readonly { resourceId: number; subjectUserId?: number | null; params: NoticeParams<K> }[],
): Promise<void> {
  if (targets.length === 0) return;
  const first = renderNotice(key, targets[0]!.params);
  const holders = await permissionHolderIds(tx, companyId, recipientPermissions(first.recipients));
  const rows: NotificationInsert[] = [];
  for (const target of targets) {
    const notice = renderNotice(key, target.params);
    const userIds = new Set(holders);
    if (notice.recipients.includes('subject') && target.subjectUserId != null) userIds.add(target.subjectUserId);
    for (const userId of userIds) {
      rows.push({
        userId,
        companyId,
        type: notice.type,
        title: notice.title,
        message: notice.message,
        resourceType: notice.resourceType,
        resourceId: target.resourceId,
      });
    }
  }
  // One statement, the rows as one JSON parameter PostgreSQL expands: thousands of bound values
  // cost several times more for 5,000 loans, and JSON has no parameter limit.
  await tx.execute(sql`
    insert into ${notifications} (user_id, company_id, type, title, message, resource_type, resource_id)
    select r.user_id, r.company_id, r.type, r.title, r.message, r.resource_type, r.resource_id
    from jsonb_to_recordset(${JSON.stringify(rows.map(noticeRecord))}::jsonb) as r(
      user_id integer, company_id integer, type varchar, title varchar, message text, resource_type varchar,
      resource_id integer)`);
  await queueNoticeEmails(tx, key, companyId, targets);
}

const noticeRecord = (row: NotificationInsert) => ({
  user_id: row.userId,
  company_id: row.companyId ?? null,
  type: row.type,
  title: row.title,
  message: row.message,
  resource_type: row.resourceType ?? null,
  resource_id: row.resourceId ?? null,
});

/** Send one catalog notice to its recipients. */
export async function sendNotice<K extends NoticeKey>(
  tx: DbOrTx,
  key: K,
  target: NoticeTarget,
  params: NoticeParams<K>,
): Promise<void> {
  const rows = await noticeRows(tx, key, target, params);
  if (rows.length > 0) await tx.insert(notifications).values(rows);
  // The e-mail copy, when e-mail is on and the reader wants it (decision 086), in this transaction.
  await queueNoticeEmails(tx, key, target.companyId, [{ subjectUserId: target.subjectUserId ?? null, params }]);
}
