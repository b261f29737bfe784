/**
 * Roles (spec 02 §7 "Roles", 03 §5) and their guard rails (02 §2): the five built-in roles are
 * never deleted nor renamed, a role with users is not deleted, and every change keeps a user who
 * manages access (core/policy/accessManagers.ts). Grants are read from the database at every
 * request (core/auth/authUser.ts), so a change applies at the affected users' next request.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { reachesAllCompanies, type Role, type RoleOut, type RoleUsers } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { roles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { recordAudit } from '../../core/audit/recordAudit';
import { assertAccessManagerRemains, lockAccessModel } from '../../core/policy/accessManagers';
import type { AuthUser } from '../../core/auth/authUser';
import { AppError } from '../../lib/appError';
import { permissionOut, permissionsByIds, permissionsOfRole } from './permissionRows';
import { roleRow, setPermissionsOfRole } from './permissionChange';

type Actor = Pick<AuthUser, 'id' | 'grants'>;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  isSystem: roles.isSystem,
  // Subqueries name the outer row explicitly: drizzle leaves a one-table select's columns unqualified.
  permissionIds: sql<number[]>`coalesce((select array_agg(rp.permission_id order by rp.permission_id)
    from role_permissions rp where rp.role_id = "roles"."id"), '{}')`,
  userCount: sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id")`,
};

async function selectRoles(db: DbOrTx, where?: SQL): Promise<RoleOut[]> {
  return db.select(roleColumns).from(roles).where(where).orderBy(asc(roles.id));
}

export function listRoles(db: Db): Promise<RoleOut[]> {
  return selectRoles(db);
}

export async function getRole(db: DbOrTx, id: number): Promise<RoleOut> {
  const [role] = await selectRoles(db, eq(roles.id, id));
  if (!role) throw new AppError('not_found');
  return role;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'roles_name_unique')) throw new AppError('role_name_taken');
  throw error;
}

/** A new role starts with no permissions: the permissions dialog gives them. */
export async function createRole(db: Db, actor: Actor, body: Role): Promise<RoleOut> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ name: body.name, description: body.description })
        .returning({ id: roles.id });
      await recordAudit(tx, {
        entityType: 'role',
        entityId: row!.id,
        companyId: null,
        actorUserId: actor.id,
        action: 'role_created',
        changes: { name: { from: null, to: body.name }, description: { from: null, to: body.description } },
      });
      return getRole(tx, row!.id);
    });
  } catch (error) {
    return nameTaken(error);
  }
}

export async function updateRole(db: Db, actor: Actor, id: number, body: Role): Promise<RoleOut> {
  try {
    return await db.transaction(async (tx) => {
      await lockAccessModel(tx);
      const role = await roleRow(tx, id);
      if (role.isSystem && role.name !== body.name) throw new AppError('role_builtin_rename');
      const changes: Record<string, { from: string; to: string }> = {};
      if (role.name !== body.name) changes.name = { from: role.name, to: body.name };
      if (role.description !== body.description) changes.description = { from: role.description, to: body.description };
      if (Object.keys(changes).length > 0) {
        await tx.update(roles).set({ name: body.name, description: body.description }).where(eq(roles.id, id));
        await recordAudit(tx, {
          entityType: 'role',
          entityId: id,
          companyId: null,
          actorUserId: actor.id,
          action: 'role_updated',
          changes,
        });
      }
      return getRole(tx, id);
    });
  } catch (error) {
    return nameTaken(error);
  }
}

export async function deleteRole(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccessModel(tx);
    const role = await roleRow(tx, id);
    if (role.isSystem) throw new AppError('role_builtin_delete');
    // users.role_id has no cascade; the role lock keeps a concurrent change from racing this count.
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, id)).limit(1);
    if (holder) throw new AppError('role_has_users');
    const held = await permissionsOfRole(tx, id);
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, {
      entityType: 'role',
      entityId: id,
      companyId: null,
      actorUserId: actor.id,
      action: 'role_deleted',
      changes: {
        name: { from: role.name, to: null },
        permissions: { from: held.map((p) => p.name).sort(), to: [] },
      },
    });
  });
}

export async function permissionsOfRoleOut(db: DbOrTx, id: number) {
  await roleRow(db, id);
  return (await permissionsOfRole(db, id)).map(permissionOut);
}

export async function setRolePermissions(db: Db, actor: Actor, id: number, permissionIds: readonly number[]) {
  return db.transaction(async (tx) => {
    await lockAccessModel(tx);
    const role = await roleRow(tx, id);
    const next = await permissionsByIds(tx, permissionIds);
    if (await setPermissionsOfRole(tx, actor, role, next, 'role_permissions_changed')) {
      await assertAccessManagerRemains(tx);
    }
    return (await permissionsOfRole(tx, id)).map(permissionOut);
  });
}

/**
 * The role's users: `total` counts every holder, `users` lists those the caller shares a company
 * with (every holder for who reaches every company), so no other company's people are shown.
 */
export async function usersOfRole(db: Db, actor: Actor, id: number): Promise<RoleUsers> {
  await roleRow(db, id);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.roleId, id));
  const visible = reachesAllCompanies(actor.grants)
    ? undefined
    : sql`("users"."id" = ${actor.id} or exists (select 1 from user_companies theirs
        join user_companies mine on mine.company_id = theirs.company_id
        where theirs.user_id = "users"."id" and mine.user_id = ${actor.id}))`;
  const list = await db
    .select({
      id: users.id,
      tin: users.tin,
      name: sql<string | null>`(select e.name from employees e where e.user_id = "users"."id" order by e.id limit 1)`,
      email: users.email,
      isActive: users.isActive,
    })
    .from(users)
    .where(visible ? and(eq(users.roleId, id), visible) : eq(users.roleId, id))
    .orderBy(asc(users.id));
  return { total, users: list };
}
