/**
 * Permission rows as the API answers them: a domain permission's meaning comes from the domain's
 * table, a custom one's from the grant it names (decision 076).
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { grantsFor, isKnownPermission, pagesFor, type Grant, type PermissionOut } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema';
import { AppError } from '../../lib/appError';

const columns = {
  id: permissions.id,
  name: permissions.name,
  description: permissions.description,
  grantType: permissions.grantType,
  grantResource: permissions.grantResource,
  grantAction: permissions.grantAction,
  // The outer row named explicitly: drizzle leaves a one-table select's columns unqualified.
  roleCount: sql<number>`(select count(*)::int from role_permissions rp where rp.permission_id = "permissions"."id")`,
};

export interface PermissionRow {
  id: number;
  name: string;
  description: string;
  grantType: Grant['type'] | null;
  grantResource: string | null;
  grantAction: Grant['action'] | null;
  roleCount: number;
}

/** The one grant a custom permission names, or null for a domain permission. */
export function customGrantOf(row: Pick<PermissionRow, 'grantType' | 'grantResource' | 'grantAction'>): Grant | null {
  return row.grantType && row.grantResource && row.grantAction
    ? { type: row.grantType, resource: row.grantResource, action: row.grantAction }
    : null;
}

/** Everything a permission gives the server. */
export function grantsOfPermission(row: PermissionRow): Grant[] {
  const custom = customGrantOf(row);
  return grantsFor([row.name], custom ? [custom] : []);
}

/** A domain permission: its name and meaning are fixed. */
export function isSystemPermission(row: Pick<PermissionRow, 'name' | 'grantType'>): boolean {
  return isKnownPermission(row.name) && row.grantType === null;
}

export function permissionOut(row: PermissionRow): PermissionOut {
  const custom = customGrantOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isSystem: isSystemPermission(row),
    grant: custom as PermissionOut['grant'],
    grants: grantsOfPermission(row) as PermissionOut['grants'],
    pages: pagesFor([row.name], custom ? [custom] : []),
    roleCount: row.roleCount,
  };
}

export async function selectPermissions(db: DbOrTx, where?: SQL): Promise<PermissionRow[]> {
  return db.select(columns).from(permissions).where(where).orderBy(asc(permissions.id));
}

export async function permissionRow(db: DbOrTx, id: number, lock = false): Promise<PermissionRow> {
  const [row] = lock
    ? await db.select(columns).from(permissions).where(eq(permissions.id, id)).for('update')
    : await selectPermissions(db, eq(permissions.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

/** The rows of `ids`; 400 naming the field when one does not exist. */
export async function permissionsByIds(db: DbOrTx, ids: readonly number[]): Promise<PermissionRow[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length > 0 ? await selectPermissions(db, inArray(permissions.id, unique)) : [];
  if (rows.length !== unique.length) {
    throw new AppError('validation_error', { fields: { permissionIds: 'errors.invalid_id' } });
  }
  return rows;
}

/** The permissions of a role, in id order. */
export async function permissionsOfRole(db: DbOrTx, roleId: number): Promise<PermissionRow[]> {
  return selectPermissions(
    db,
    inArray(
      permissions.id,
      db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId)),
    ),
  );
}
