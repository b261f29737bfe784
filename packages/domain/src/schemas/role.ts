/** Roles (spec 02 §2 roles, §5: name and description required). */
import type { z } from 'zod';
import { MAX_LENGTH, idListField, payload, requiredText } from './common';

export const roleSchema = payload({
  name: requiredText(MAX_LENGTH.roleName),
  description: requiredText(MAX_LENGTH.description),
});
export type Role = z.infer<typeof roleSchema>;

/** PUT /roles/{id}/permissions. An empty list removes every permission. */
export const rolePermissionsSchema = payload({
  permissionIds: idListField('errors.invalid_id', 0),
});
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;
