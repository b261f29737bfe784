/**
 * Roles (spec 02 §7 "Roles", 03 §5): the roles, each role's permissions and users, and the
 * defaults' verify and reset (names chosen in decision 076). Roles are not company data: every
 * call is guarded by the manage_access grants, with no company in play.
 */
import { idParamSchema } from '../schemas/common';
import { rolePermissionsSchema, roleSchema } from '../schemas/role';
import {
  permissionListSchema,
  roleDefaultsReportSchema,
  roleDefaultsVerifySchema,
  roleListSchema,
  roleOutSchema,
  roleUsersSchema,
} from '../responses/roles';
import { objectGuard } from '../objectAccess';
import { defineRoute } from './route';

const tags = ['roles'];
const read = objectGuard('role.read', 'none');
const manage = objectGuard('role.manage', 'none');
/** Every change of the access model may hit these rails (02 §2 guard rails, decision 076). */
const accessRails = ['access_lockout', 'super_admin_keeps_all', 'permission_beyond_reach'] as const;

export const rolesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/roles',
    summary: 'Roles con sus permisos y cuántos usuarios los tienen',
    tags,
    access: read,
    response: roleListSchema,
    errors: ['forbidden'],
  }),
  /** Verify (03 §5): per built-in role, the permissions missing from and extra to its defaults. */
  verifyDefaults: defineRoute({
    method: 'GET',
    path: '/api/roles/defaults/verify',
    summary: 'Compara los permisos de cada rol del sistema con sus predeterminados',
    tags,
    access: read,
    response: roleDefaultsVerifySchema,
    errors: ['forbidden'],
  }),
  /** Reset-all: every built-in role back to its defaults; answers the verify report after it. */
  resetDefaults: defineRoute({
    method: 'POST',
    path: '/api/roles/defaults/reset',
    summary: 'Restablece los permisos predeterminados de todos los roles del sistema',
    tags,
    access: manage,
    response: roleDefaultsVerifySchema,
    errors: ['forbidden', ...accessRails],
  }),
  resetRoleDefaults: defineRoute({
    method: 'POST',
    path: '/api/roles/:id/defaults/reset',
    summary: 'Restablece los permisos predeterminados de un rol del sistema',
    tags,
    access: manage,
    params: idParamSchema,
    response: roleDefaultsReportSchema,
    errors: ['forbidden', 'not_found', 'role_without_defaults', ...accessRails],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/roles/:id',
    summary: 'Un rol',
    tags,
    access: read,
    params: idParamSchema,
    response: roleOutSchema,
    errors: ['forbidden', 'not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/roles',
    summary: 'Crea un rol sin permisos',
    tags,
    access: manage,
    body: roleSchema,
    status: 201,
    response: roleOutSchema,
    errors: ['validation_error', 'forbidden', 'role_name_taken'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/roles/:id',
    summary: 'Cambia el nombre y la descripción de un rol (los del sistema conservan su nombre)',
    tags,
    access: manage,
    params: idParamSchema,
    body: roleSchema,
    response: roleOutSchema,
    errors: ['validation_error', 'forbidden', 'not_found', 'role_builtin_rename', 'role_name_taken'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/roles/:id',
    summary: 'Elimina un rol propio sin usuarios',
    tags,
    access: manage,
    params: idParamSchema,
    status: 204,
    errors: ['forbidden', 'not_found', 'role_builtin_delete', 'role_has_users'],
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/api/roles/:id/permissions',
    summary: 'Los permisos de un rol',
    tags,
    access: read,
    params: idParamSchema,
    response: permissionListSchema,
    errors: ['forbidden', 'not_found'],
  }),
  /** Replaces the role's permissions; answers them as GET does. */
  setPermissions: defineRoute({
    method: 'PUT',
    path: '/api/roles/:id/permissions',
    summary: 'Reemplaza los permisos de un rol',
    tags,
    access: manage,
    params: idParamSchema,
    body: rolePermissionsSchema,
    response: permissionListSchema,
    errors: ['validation_error', 'forbidden', 'not_found', ...accessRails],
  }),
  users: defineRoute({
    method: 'GET',
    path: '/api/roles/:id/users',
    summary: 'Los usuarios que tienen un rol',
    tags,
    access: read,
    params: idParamSchema,
    response: roleUsersSchema,
    errors: ['forbidden', 'not_found'],
  }),
};
