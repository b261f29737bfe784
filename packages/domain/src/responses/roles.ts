/** Response schemas of the roles and permissions calls (spec 02 §7 "Roles", "Permissions"; decision 076). */
import { z } from 'zod';
import { GRANT_RESOURCES, PAGE_KEYS, PERMISSION_ACTIONS, PERMISSION_TYPES } from '../permissions';
import { intOut } from './wire';

export const grantOutSchema = z.object({
  type: z.enum(PERMISSION_TYPES),
  resource: z.string(),
  action: z.enum(PERMISSION_ACTIONS),
});

export const permissionOutSchema = z.object({
  id: intOut,
  name: z.string(),
  description: z.string(),
  /** A domain permission (its name and meaning are fixed; only its description changes). */
  isSystem: z.boolean(),
  /** A custom permission's one grant, as its form edits it; null for a domain permission. */
  grant: z
    .object({
      type: z.enum(PERMISSION_TYPES),
      resource: z.enum(GRANT_RESOURCES),
      action: z.enum(PERMISSION_ACTIONS),
    })
    .nullable(),
  /** Everything the permission gives the server, and the pages it opens. */
  grants: z.array(grantOutSchema),
  pages: z.array(z.enum(PAGE_KEYS)),
  /** How many roles hold it (a held permission cannot be deleted). */
  roleCount: intOut,
});
export type PermissionOut = z.infer<typeof permissionOutSchema>;
export const permissionListSchema = z.array(permissionOutSchema);

export const roleOutSchema = z.object({
  id: intOut,
  name: z.string(),
  description: z.string(),
  /** One of the five built-in roles: never deleted nor renamed. */
  isSystem: z.boolean(),
  permissionIds: z.array(intOut),
  userCount: intOut,
});
export type RoleOut = z.infer<typeof roleOutSchema>;
export const roleListSchema = z.array(roleOutSchema);

export const roleUserSchema = z.object({
  id: intOut,
  tin: z.string(),
  /** The name on one of the user's employee records, when they have one. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
});
/**
 * GET /roles/{id}/users: every holder counts in `total`; `users` lists those in the caller's
 * companies (all of them for who reaches every company), so no other company's people leak.
 */
export const roleUsersSchema = z.object({ total: intOut, users: z.array(roleUserSchema) });
export type RoleUsers = z.infer<typeof roleUsersSchema>;

/** One built-in role against its defaults (03 §5): names missing from it and extra in it. */
export const roleDefaultsReportSchema = z.object({
  roleId: intOut,
  name: z.string(),
  defaults: z.array(z.string()),
  current: z.array(z.string()),
  missing: z.array(z.string()),
  extra: z.array(z.string()),
  matches: z.boolean(),
});
export type RoleDefaultsReport = z.infer<typeof roleDefaultsReportSchema>;
export const roleDefaultsVerifySchema = z.object({ roles: z.array(roleDefaultsReportSchema) });
export type RoleDefaultsVerify = z.infer<typeof roleDefaultsVerifySchema>;
