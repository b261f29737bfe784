/**
 * The key prefixes of the roles and permissions screens' caches, each written once: every query
 * builds its key from them beside its call, and the mutations invalidate by these prefixes.
 * Under 'roles' too: the employee form's offered roles (features/employees) follow a role change.
 */
const all = ['roles'] as const;

export const roleKeys = {
  all,
  /** GET /roles: every role with its permission ids and user count. */
  table: [...all, 'table'] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  permissionsOf: (id: number) => [...all, 'permissions', id] as const,
  usersOf: (id: number) => [...all, 'users', id] as const,
  /** The defaults' verify report (GET /roles/defaults/verify). */
  verify: [...all, 'defaults', 'verify'] as const,
  /** GET /permissions: the catalogue. */
  permissions: ['permissions'] as const,
};
