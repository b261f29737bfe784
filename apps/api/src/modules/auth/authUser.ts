/**
 * The caller of an authenticated request, loaded in ONE query per request: the user's
 * token version and active flag (to kill revoked sessions) together with the role's
 * permission names. The notification count polled every 30 s runs this plus one
 * index-only count, so keep it a single prepared statement.
 */
import { eq, sql } from 'drizzle-orm';
import { grantsFor, type Grant } from '@abono/domain';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles, users } from '../../db/schema';

export interface AuthUser {
  id: number;
  tin: string;
  role: string;
  roleId: number;
  isActive: boolean;
  tokenVersion: number;
  permissionNames: string[];
  grants: Grant[];
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
      permissionNames: sql<string[]>`coalesce(array_agg(${permissions.name}) filter (where ${permissions.name} is not null), '{}')`,
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

export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  if (!row) return null;
  return { ...row, grants: grantsFor(row.permissionNames) };
}
