/** Roles and permissions (spec 02 §7): every call is guarded by the manage_access grants. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionsApi, rolesApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { resetAllDefaults, resetRoleDefaults, verifyDefaults } from './defaultsService';
import {
  createPermission,
  deletePermission,
  getPermission,
  listPermissions,
  updatePermission,
} from './permissionService';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  permissionsOfRoleOut,
  setRolePermissions,
  updateRole,
  usersOfRole,
} from './roleService';

export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, rolesApi.list, async function listRolesHandler() {
    return listRoles(db);
  });
  route(app, rolesApi.verifyDefaults, async function verifyRoleDefaults() {
    return verifyDefaults(db);
  });
  route(app, rolesApi.resetDefaults, async function resetAllRoleDefaults(request) {
    return resetAllDefaults(db, authOf(request));
  });
  route(app, rolesApi.resetRoleDefaults, async function resetOneRoleDefaults(request) {
    return resetRoleDefaults(db, authOf(request), request.params.id);
  });
  route(app, rolesApi.get, async function getRoleHandler(request) {
    return getRole(db, request.params.id);
  });
  route(app, rolesApi.create, async function createRoleHandler(request) {
    return createRole(db, authOf(request), request.body);
  });
  route(app, rolesApi.update, async function updateRoleHandler(request) {
    return updateRole(db, authOf(request), request.params.id, request.body);
  });
  route(app, rolesApi.remove, async function deleteRoleHandler(request, reply) {
    await deleteRole(db, authOf(request), request.params.id);
    return reply.send();
  });
  route(app, rolesApi.permissions, async function rolePermissionsHandler(request) {
    return permissionsOfRoleOut(db, request.params.id);
  });
  route(app, rolesApi.setPermissions, async function setRolePermissionsHandler(request) {
    return setRolePermissions(db, authOf(request), request.params.id, request.body.permissionIds);
  });
  route(app, rolesApi.users, async function roleUsersHandler(request) {
    return usersOfRole(db, authOf(request), request.params.id);
  });
};

export const permissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, permissionsApi.list, async function listPermissionsHandler() {
    return listPermissions(db);
  });
  route(app, permissionsApi.get, async function getPermissionHandler(request) {
    return getPermission(db, request.params.id);
  });
  route(app, permissionsApi.create, async function createPermissionHandler(request) {
    return createPermission(db, authOf(request), request.body);
  });
  route(app, permissionsApi.update, async function updatePermissionHandler(request) {
    return updatePermission(db, authOf(request), request.params.id, request.body);
  });
  route(app, permissionsApi.remove, async function deletePermissionHandler(request, reply) {
    await deletePermission(db, authOf(request), request.params.id);
    return reply.send();
  });
};
