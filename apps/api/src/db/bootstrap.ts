/**
 * The access model every database needs, demo or not: the five roles of the specs,
 * the domain's permissions, and each role's default permissions (spec 01 §6, 03 §5).
 * Idempotent. A role's defaults are written only when the role is first created, so
 * an administrator's later changes survive restarts (a permission added later reaches
 * existing roles through its migration, e.g. 0009).
 */
import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_NAMES,
  ROLE_LABELS,
  ROLE_NAMES,
} from '@abono/domain';
import type { Db, Tx } from './client';
import { permissions, rolePermissions, roles } from './schema';

export async function bootstrapAccessModel(db: Db): Promise<void> {
  await db.transaction((tx) => writeAccessModel(tx));
}

/** The bootstrap inside the caller's transaction (the database reset's, which then re-seeds). */
export async function writeAccessModel(tx: Tx): Promise<void> {
  await tx
    .insert(permissions)
    .values(PERMISSION_NAMES.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] })))
    // A migration that adds a permission inserts its name only; the description is the domain's.
    .onConflictDoUpdate({
      target: permissions.name,
      set: { description: sql`excluded.description` },
      setWhere: sql`${permissions.description} = ''`,
    });
  const created = await tx
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_LABELS[name], isSystem: true })))
    .onConflictDoNothing({ target: roles.name })
    .returning({ id: roles.id, name: roles.name });
  if (created.length === 0) return;

  const permissionRows = await tx
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...PERMISSION_NAMES]));
  const idByName = new Map(permissionRows.map((p) => [p.name, p.id]));
  const links = created.flatMap((role) =>
    DEFAULT_ROLE_PERMISSIONS[role.name as keyof typeof DEFAULT_ROLE_PERMISSIONS].map((name) => ({
      roleId: role.id,
      permissionId: idByName.get(name)!,
    })),
  );
  if (links.length > 0) await tx.insert(rolePermissions).values(links).onConflictDoNothing();
}
