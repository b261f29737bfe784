/**
 * The one way a role's permissions change (PUT /roles/{id}/permissions and the defaults' resets),
 * with the guard rails of 02 §2 that concern a role's set: super_admin keeps everything, and nobody
 * gives or takes away a permission granting more than they hold themselves (the rule the employee
 * form applies to roles, roleAssignment.ts). The caller has run `lockAccessModel` and runs
 * `assertAccessManagerRemains` after its last change.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { coversGrant, grantsEverything, keepsEverything, type Grant } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema';
import { recordAudit } from '../../core/audit/recordAudit';
import { AppError } from '../../lib/appError';
import { grantsOfPermission, permissionsOfRole, type PermissionRow } from './permissionRows';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  isSystem: boolean;
}

export async function roleRow(db: DbOrTx, id: number): Promise<RoleRow> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, description: roles.description, isSystem: roles.isSystem })
    .from(roles)
    .where(eq(roles.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

/** True when `grants` give everything the permission gives. */
export function withinReach(grants: readonly Grant[], permission: PermissionRow): boolean {
  return grantsOfPermission(permission).every((g) => coversGrant(grants, g));
}

const names = (rows: readonly PermissionRow[]) => rows.map((p) => p.name).sort();

/**
 * Sets `role`'s permissions to `next`; records one audit row. Answers whether anything changed.
 */
export async function setPermissionsOfRole(
  tx: DbOrTx,
  actor: { id: number; grants: readonly Grant[] },
  role: Pick<RoleRow, 'id' | 'name' | 'isSystem'>,
  next: readonly PermissionRow[],
  action: 'role_permissions_changed' | 'role_defaults_reset',
): Promise<boolean> {
  const current = await permissionsOfRole(tx, role.id);
  const currentIds = new Set(current.map((p) => p.id));
  const nextIds = new Set(next.map((p) => p.id));
  const added = next.filter((p) => !currentIds.has(p.id));
  const removed = current.filter((p) => !nextIds.has(p.id));
  if (added.length === 0 && removed.length === 0) return false;
  if (keepsEverything(role) && !grantsEverything(next.map((p) => p.name))) throw new AppError('super_admin_keeps_all');
  if (![...added, ...removed].every((p) => withinReach(actor.grants, p))) throw new AppError('permission_beyond_reach');

  if (removed.length > 0) {
    await tx.delete(rolePermissions).where(
      and(
        eq(rolePermissions.roleId, role.id),
        inArray(
          rolePermissions.permissionId,
          removed.map((p) => p.id),
        ),
      ),
    );
  }
  if (added.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(added.map((p) => ({ roleId: role.id, permissionId: p.id })))
      .onConflictDoNothing();
  }
  await recordAudit(tx, {
    entityType: 'role',
    entityId: role.id,
    companyId: null,
    actorUserId: actor.id,
    action,
    changes: { permissions: { from: names(current), to: names(next) } },
  });
  return true;
}
