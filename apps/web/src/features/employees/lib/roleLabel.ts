import { ROLE_NAMES, type RoleName } from '@abono/domain';
import type { TFunction } from 'i18next';

function isSystemRole(name: string): name is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(name);
}

/** A role's label: the catalog's words for the five system roles, a custom role's own name otherwise. */
export function roleLabel(name: string, t: TFunction): string {
  return isSystemRole(name) ? t(`employees.role.${name}`) : name;
}

/** Roles in a select: the system roles in their usual order, then custom roles by name. */
export function sortRoles<R extends { name: string }>(roles: readonly R[]): R[] {
  const rank = (name: string) => (isSystemRole(name) ? ROLE_NAMES.indexOf(name) : ROLE_NAMES.length);
  return [...roles].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, 'es'));
}
