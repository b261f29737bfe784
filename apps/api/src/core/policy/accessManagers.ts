/**
 * The access model's own guard rail (02 §2): no change may leave the system without an active user
 * who holds manage_access, i.e. who may still change roles and permissions. Every change to roles,
 * role permissions or permissions runs `lockAccessModel` first and `assertAccessManagerRemains`
 * last, inside one transaction: the row locks on every role serialize those changes, so two
 * concurrent ones cannot each see the other's manager and both pass.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { grantsFor, holdsStaffGrant, type Grant } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { AppError } from '../../lib/appError';

/** Takes a row lock on every role (a handful of rows) until the transaction ends. */
export async function lockAccessModel(tx: DbOrTx): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).orderBy(asc(roles.id)).for('update');
}

export interface RoleGrants {
  id: number;
  name: string;
  isSystem: boolean;
  permissionNames: string[];
  customGrants: Grant[];
}

/** Every role with its permission names and its custom permissions' grants (decision 076). */
export async function loadRoleGrants(db: DbOrTx): Promise<RoleGrants[]> {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      isSystem: roles.isSystem,
      permissionNames: sql<
        string[]
      >`coalesce(array_agg(${permissions.name}) filter (where ${permissions.name} is not null), '{}')`,
      customGrants: sql<Grant[]>`coalesce(json_agg(json_build_object('type', ${permissions.grantType},
        'resource', ${permissions.grantResource}, 'action', ${permissions.grantAction}))
        filter (where ${permissions.grantType} is not null), '[]')`,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
}

/** True when holders of the role may manage roles and permissions (the grants of manage_access). */
export function managesAccess(role: Pick<RoleGrants, 'permissionNames' | 'customGrants'>): boolean {
  const holder = { grants: grantsFor(role.permissionNames, role.customGrants) };
  return holdsStaffGrant(holder, 'role.manage') && holdsStaffGrant(holder, 'permission.manage');
}

/** 409 access_lockout unless some active user still manages access (call after the change). */
export async function assertAccessManagerRemains(tx: DbOrTx): Promise<void> {
  const managerRoles = (await loadRoleGrants(tx)).filter(managesAccess).map((r) => r.id);
  if (managerRoles.length > 0) {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isActive, true), inArray(users.roleId, managerRoles)))
      .limit(1);
    if (row) return;
  }
  throw new AppError('access_lockout');
}

/**
 * True when the user is active and their role manages access: a change to such a user (a new
 * role, a revoked account) is the kind that may leave nobody managing access. Call after
 * `lockAccessModel`.
 */
export async function isAccessManager(tx: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await tx
    .select({ roleId: users.roleId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isActive) return false;
  const role = (await loadRoleGrants(tx)).find((r) => r.id === user.roleId);
  return Boolean(role && managesAccess(role));
}
