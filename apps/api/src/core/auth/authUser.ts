/**
 * The caller of an authenticated request, loaded in ONE query per request: the user's
 * token version and active flag (to kill revoked sessions), whether the token's own session
 * (its refresh family, the `sid` claim) is still alive (logout and a detected reuse end it at
 * the next request, decision 051), together with the role's permission names and the
 * unread-notification count. The count is polled by every
 * open tab every 30 s, the hottest call in the product; carrying it here (an index-only
 * subquery on notifications_user_unread_idx) makes that call a single round trip.
 */
import { eq, sql } from 'drizzle-orm';
import { grantsFor, type Grant } from '@abono/domain';
import type { Db } from '../../db/client';
import { notifications, permissions, refreshTokenFamilies, rolePermissions, roles, users } from '../../db/schema';

export interface AuthUser {
  id: number;
  tin: string;
  role: string;
  roleId: number;
  isActive: boolean;
  tokenVersion: number;
  /** The session (refresh family) of the access token this request carried. */
  sessionId: string;
  /** False once that family is revoked (logout, reuse, revoking every session). */
  sessionAlive: boolean;
  permissionNames: string[];
  /** The grants of the user's custom permissions (decision 076), already inside `grants`. */
  customGrants: Grant[];
  grants: Grant[];
  /** Unread notifications at the moment the request was authenticated. */
  unreadNotifications: number;
}

function prepare(db: Db) {
  return db
    .select({
      id: users.id,
      tin: users.tin,
      roleId: users.roleId,
      role: roles.name,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      permissionNames: sql<
        string[]
      >`coalesce(array_agg(${permissions.name}) filter (where ${permissions.name} is not null), '{}')`,
      // The grants custom permissions name (decision 076), in the same round trip.
      customGrants: sql<Grant[]>`coalesce(json_agg(json_build_object('type', ${permissions.grantType},
        'resource', ${permissions.grantResource}, 'action', ${permissions.grantAction}))
        filter (where ${permissions.grantType} is not null), '[]')`,
      unreadNotifications: sql<number>`(select count(*)::int from ${notifications}
        where ${notifications.userId} = ${users.id} and not ${notifications.isRead})`,
      // A primary-key probe in the same round trip: the family must be the user's and unrevoked.
      sessionAlive: sql<boolean>`exists(select 1 from ${refreshTokenFamilies}
        where ${refreshTokenFamilies.id} = ${sql.placeholder('sessionId')}::uuid
        and ${refreshTokenFamilies.userId} = ${users.id} and ${refreshTokenFamilies.revokedAt} is null)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(users.id, sql.placeholder('userId')))
    .groupBy(users.id, roles.name)
    .prepare('abono_auth_user');
}

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

export async function loadAuthUser(db: Db, userId: number, sessionId: string): Promise<AuthUser | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, sessionId });
  if (!row) return null;
  return { ...row, sessionId, grants: grantsFor(row.permissionNames, row.customGrants) };
}
