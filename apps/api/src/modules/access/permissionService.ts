/**
 * Permissions (spec 02 §7 "Permissions", 03 §5). The domain's permissions keep their name and
 * meaning (only the description changes); custom ones name one grant (decision 076). Guard rails
 * (02 §2): a permission a role holds is not deleted, nobody creates or changes a grant beyond their
 * own, and a change never leaves the system without a user who manages access.
 */
import { eq } from 'drizzle-orm';
import {
  coversGrant,
  type Grant,
  type PermissionCreate,
  type PermissionOut,
  type PermissionUpdate,
} from '@abono/domain';
import type { Db } from '../../db/client';
import { permissions } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { recordAudit } from '../../core/audit/recordAudit';
import { assertAccessManagerRemains, lockAccessModel } from '../../core/policy/accessManagers';
import type { AuthUser } from '../../core/auth/authUser';
import { AppError } from '../../lib/appError';
import { customGrantOf, isSystemPermission, permissionOut, permissionRow, selectPermissions } from './permissionRows';

type Actor = Pick<AuthUser, 'id' | 'grants'>;

export async function listPermissions(db: Db): Promise<PermissionOut[]> {
  return (await selectPermissions(db)).map(permissionOut);
}

export async function getPermission(db: Db, id: number): Promise<PermissionOut> {
  return permissionOut(await permissionRow(db, id));
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'permissions_name_unique')) throw new AppError('permission_name_taken');
  throw error;
}

function assertWithinReach(actor: Actor, grant: Grant | null): void {
  if (grant && !coversGrant(actor.grants, grant)) throw new AppError('permission_beyond_reach');
}

export async function createPermission(db: Db, actor: Actor, body: PermissionCreate): Promise<PermissionOut> {
  const grant: Grant = { type: body.type, resource: body.resource, action: body.action };
  assertWithinReach(actor, grant);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(permissions)
        .values({
          name: body.name,
          description: body.description,
          grantType: grant.type,
          grantResource: grant.resource,
          grantAction: grant.action,
        })
        .returning({ id: permissions.id });
      await recordAudit(tx, {
        entityType: 'permission',
        entityId: row!.id,
        companyId: null,
        actorUserId: actor.id,
        action: 'permission_created',
        changes: { name: { from: null, to: body.name }, grant: { from: null, to: grant } },
      });
      return permissionOut(await permissionRow(tx, row!.id));
    });
  } catch (error) {
    return nameTaken(error);
  }
}

export async function updatePermission(
  db: Db,
  actor: Actor,
  id: number,
  body: PermissionUpdate,
): Promise<PermissionOut> {
  try {
    return await db.transaction(async (tx) => {
      await lockAccessModel(tx);
      const row = await permissionRow(tx, id, true);
      const before = customGrantOf(row);
      const system = isSystemPermission(row);
      if (system && (body.name !== row.name || body.type !== undefined)) throw new AppError('permission_builtin');
      const after: Grant | null =
        body.type && body.resource && body.action
          ? { type: body.type, resource: body.resource, action: body.action }
          : before;
      const grantChanged = JSON.stringify(before) !== JSON.stringify(after);
      if (grantChanged) {
        assertWithinReach(actor, before);
        assertWithinReach(actor, after);
      }
      const changes: Record<string, unknown> = {};
      if (row.name !== body.name) changes.name = { from: row.name, to: body.name };
      if (row.description !== body.description) changes.description = { from: row.description, to: body.description };
      if (grantChanged) changes.grant = { from: before, to: after };
      if (Object.keys(changes).length > 0) {
        await tx
          .update(permissions)
          .set({
            name: body.name,
            description: body.description,
            ...(after ? { grantType: after.type, grantResource: after.resource, grantAction: after.action } : {}),
          })
          .where(eq(permissions.id, id));
        await recordAudit(tx, {
          entityType: 'permission',
          entityId: id,
          companyId: null,
          actorUserId: actor.id,
          action: 'permission_updated',
          changes,
        });
        // A custom permission that was someone's way to manage access may stop being one.
        if (grantChanged) await assertAccessManagerRemains(tx);
      }
      return permissionOut(await permissionRow(tx, id));
    });
  } catch (error) {
    return nameTaken(error);
  }
}

export async function deletePermission(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The role lock serializes this with assignments, so no role takes the permission meanwhile.
    await lockAccessModel(tx);
    const row = await permissionRow(tx, id, true);
    if (isSystemPermission(row)) throw new AppError('permission_builtin');
    if (row.roleCount > 0) throw new AppError('permission_in_use');
    await tx.delete(permissions).where(eq(permissions.id, id));
    await recordAudit(tx, {
      entityType: 'permission',
      entityId: id,
      companyId: null,
      actorUserId: actor.id,
      action: 'permission_deleted',
      changes: { name: { from: row.name, to: null }, grant: { from: customGrantOf(row), to: null } },
    });
  });
}
