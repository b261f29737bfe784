/**
 * Permissions (spec 02 §2 permissions, §5: name and description required). A custom permission
 * also names the one grant it gives, from the domain's lists (decision 076); the built-in ones
 * take their meaning from permissions.ts.
 */
import { z } from 'zod';
import { GRANT_RESOURCES, PERMISSION_ACTIONS, PERMISSION_TYPES, WILDCARD_PERMISSION } from '../permissions';
import { MAX_LENGTH, payload, requiredText } from './common';

/** '*' grants everything (spec 01 §6): it is never a name an administrator may give. */
const permissionName = requiredText(MAX_LENGTH.permissionName).refine(
  (name) => !name.includes(WILDCARD_PERMISSION),
  'errors.invalid_value',
);

const grantFields = {
  type: z.enum(PERMISSION_TYPES, { error: 'errors.invalid_value' }),
  resource: z.enum(GRANT_RESOURCES, { error: 'errors.invalid_value' }),
  action: z.enum(PERMISSION_ACTIONS, { error: 'errors.invalid_value' }),
};

export const permissionSchema = payload({
  name: permissionName,
  description: requiredText(MAX_LENGTH.description),
});
export type Permission = z.infer<typeof permissionSchema>;

/** POST /permissions: a custom permission with the grant it gives. */
export const permissionCreateSchema = payload({ ...permissionSchema.shape, ...grantFields });
export type PermissionCreate = z.infer<typeof permissionCreateSchema>;

/**
 * PUT /permissions/{id}: name and description; a custom permission may also change its grant
 * (all three fields, or none). A built-in permission keeps its name and meaning.
 */
export const permissionUpdateSchema = payload({
  ...permissionSchema.shape,
  type: grantFields.type.optional(),
  resource: grantFields.resource.optional(),
  action: grantFields.action.optional(),
}).refine(
  (body) =>
    [body.type, body.resource, body.action].every((v) => v === undefined) ||
    [body.type, body.resource, body.action].every((v) => v !== undefined),
  { message: 'errors.required', path: ['type'] },
);
export type PermissionUpdate = z.infer<typeof permissionUpdateSchema>;
