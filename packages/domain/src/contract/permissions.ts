/**
 * Permissions (spec 02 §7 "Permissions", 03 §5): the catalogue, with custom permissions that name
 * the grant they give (decision 076). Not company data: guarded by the manage_access grants.
 */
import { idParamSchema } from '../schemas/common';
import { permissionCreateSchema, permissionUpdateSchema } from '../schemas/permission';
import { permissionListSchema, permissionOutSchema } from '../responses/roles';
import { objectGuard } from '../objectAccess';
import { defineRoute } from './route';

const tags = ['permissions'];
const read = objectGuard('permission.read', 'none');
const manage = objectGuard('permission.manage', 'none');

export const permissionsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/permissions',
    summary: 'Todos los permisos, con lo que otorga cada uno',
    tags,
    access: read,
    response: permissionListSchema,
    errors: ['forbidden'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/permissions/:id',
    summary: 'Un permiso',
    tags,
    access: read,
    params: idParamSchema,
    response: permissionOutSchema,
    errors: ['forbidden', 'not_found'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/permissions',
    summary: 'Crea un permiso propio que otorga un tipo, recurso y acción',
    tags,
    access: manage,
    body: permissionCreateSchema,
    status: 201,
    response: permissionOutSchema,
    errors: ['validation_error', 'forbidden', 'permission_name_taken', 'permission_beyond_reach'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/permissions/:id',
    summary: 'Cambia un permiso (de los del sistema, solo la descripción)',
    tags,
    access: manage,
    params: idParamSchema,
    body: permissionUpdateSchema,
    response: permissionOutSchema,
    errors: [
      'validation_error',
      'forbidden',
      'not_found',
      'permission_builtin',
      'permission_name_taken',
      'permission_beyond_reach',
      'access_lockout',
    ],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/permissions/:id',
    summary: 'Elimina un permiso propio que ningún rol tiene',
    tags,
    access: manage,
    params: idParamSchema,
    status: 204,
    errors: ['forbidden', 'not_found', 'permission_builtin', 'permission_in_use'],
  }),
};
