import type { RoleOut } from '@abono/domain';

/** Why a role cannot be deleted (the catalog key), or null: built-in roles and roles with users stay (02 §2). */
export function roleDeleteBlock(role: Pick<RoleOut, 'isSystem' | 'userCount'>): string | null {
  if (role.isSystem) return 'roles.built_in_reason';
  if (role.userCount > 0) return 'roles.has_users_reason';
  return null;
}
