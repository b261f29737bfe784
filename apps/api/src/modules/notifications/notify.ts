/**
 * Creating notifications, for every module: call inside the transaction that makes
 * the change, so the notice exists exactly when the change does.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationType } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { notifications, roles, userCompanies, users } from '../../db/schema';

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

/** Active users of the role(s) with access to the company (e.g. 'hr' for a new loan request). */
export async function companyRoleUserIds(tx: DbOrTx, companyId: number, roleName: string | readonly string[]): Promise<number[]> {
  const names = typeof roleName === 'string' ? [roleName] : [...roleName];
  if (names.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(userCompanies, and(eq(userCompanies.userId, users.id), eq(userCompanies.companyId, companyId)))
    .where(and(inArray(roles.name, names), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** Notify every active user of the role(s) with access to the company. */
export async function notifyCompanyRole(
  tx: DbOrTx,
  companyId: number,
  roleName: string | readonly string[],
  content: Omit<NotificationContent, 'companyId'>,
): Promise<void> {
  const userIds = await companyRoleUserIds(tx, companyId, roleName);
  await notify(tx, { ...content, companyId, userIds });
}
