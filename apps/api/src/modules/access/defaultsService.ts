/**
 * The built-in roles' default permissions (03 §5, admin included): verify lists, per role, the
 * permissions missing from and extra to its defaults; the resets restore them through the same
 * guarded change as the permissions dialog (decision 076).
 */
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_ROLE_PERMISSIONS,
  isRoleName,
  ROLE_NAMES,
  type RoleDefaultsReport,
  type RoleDefaultsVerify,
} from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { permissions } from '../../db/schema';
import type { AuthUser } from '../../core/auth/authUser';
import { assertAccessManagerRemains, loadRoleGrants, lockAccessModel } from '../../core/policy/accessManagers';
import { AppError } from '../../lib/appError';
import { selectPermissions } from './permissionRows';
import { roleRow, setPermissionsOfRole, type RoleRow } from './permissionChange';

type Actor = Pick<AuthUser, 'id' | 'grants'>;

function report(role: { id: number; name: string; permissionNames: string[] }): RoleDefaultsReport {
  const defaults: string[] = isRoleName(role.name) ? [...DEFAULT_ROLE_PERMISSIONS[role.name]] : [];
  const current = [...role.permissionNames].sort();
  const missing = defaults.filter((p) => !current.includes(p));
  const extra = current.filter((p) => !defaults.includes(p));
  return {
    roleId: role.id,
    name: role.name,
    defaults,
    current,
    missing,
    extra,
    matches: missing.length === 0 && extra.length === 0,
  };
}

/** The built-in roles, in the specs' order. */
async function builtInRoles(db: DbOrTx) {
  const all = await loadRoleGrants(db);
  return all
    .filter((r) => r.isSystem && isRoleName(r.name))
    .sort((a, b) => ROLE_NAMES.indexOf(a.name as never) - ROLE_NAMES.indexOf(b.name as never));
}

export async function verifyDefaults(db: DbOrTx): Promise<RoleDefaultsVerify> {
  return { roles: (await builtInRoles(db)).map(report) };
}

async function resetOne(tx: DbOrTx, actor: Actor, role: Pick<RoleRow, 'id' | 'name' | 'isSystem'>): Promise<void> {
  if (!role.isSystem || !isRoleName(role.name)) throw new AppError('role_without_defaults');
  const names = DEFAULT_ROLE_PERMISSIONS[role.name];
  const next = await selectPermissions(tx, inArray(permissions.name, [...names]));
  await setPermissionsOfRole(tx, actor, role, next, 'role_defaults_reset');
}

export async function resetAllDefaults(db: Db, actor: Actor): Promise<RoleDefaultsVerify> {
  return db.transaction(async (tx) => {
    await lockAccessModel(tx);
    for (const role of await builtInRoles(tx)) await resetOne(tx, actor, role);
    await assertAccessManagerRemains(tx);
    return verifyDefaults(tx);
  });
}

export async function resetRoleDefaults(db: Db, actor: Actor, id: number): Promise<RoleDefaultsReport> {
  return db.transaction(async (tx) => {
    await lockAccessModel(tx);
    await resetOne(tx, actor, await roleRow(tx, id));
    await assertAccessManagerRemains(tx);
    const role = (await loadRoleGrants(tx)).find((r) => r.id === id)!;
    return report(role);
  });
}
