import type { PermissionOut } from '@abono/domain';

/** Why a permission cannot be deleted (the catalog key), or null: built-in ones and those a role holds stay. */
export function permissionDeleteBlock(permission: Pick<PermissionOut, 'isSystem' | 'roleCount'>): string | null {
  if (permission.isSystem) return 'roles.perm.built_in_reason';
  if (permission.roleCount > 0) return 'roles.perm.in_use_reason';
  return null;
}
