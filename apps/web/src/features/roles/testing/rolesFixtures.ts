import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_MEANING,
  PERMISSION_NAMES,
  ROLE_LABELS,
  ROLE_NAMES,
  type PermissionOut,
  type RoleDefaultsVerify,
  type RoleOut,
  type RoleUsers,
} from '@abono/domain';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '../../../test/server';

/** The domain's permissions as the server lists them: ids 1… in the domain's order. */
export const SYSTEM_PERMISSIONS: PermissionOut[] = PERMISSION_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  description: PERMISSION_DESCRIPTIONS[name],
  isSystem: true,
  grant: null,
  grants: PERMISSION_MEANING[name].grants,
  pages: PERMISSION_MEANING[name].pages,
  roleCount: 1,
}));
export const permissionId = (name: string) => SYSTEM_PERMISSIONS.find((p) => p.name === name)!.id;

export function makePermission(id: number, overrides: Partial<PermissionOut> = {}): PermissionOut {
  return {
    id,
    name: `ver_reportes_${id}`,
    description: 'Ver reportes',
    isSystem: false,
    grant: { type: 'ENDPOINT', resource: 'loans', action: 'READ' },
    grants: [{ type: 'ENDPOINT', resource: 'loans', action: 'READ' }],
    pages: [],
    roleCount: 0,
    ...overrides,
  };
}

/** The five built-in roles with their defaults (ids 1–5), as the server lists them. */
export const SYSTEM_ROLES: RoleOut[] = ROLE_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  description: ROLE_LABELS[name],
  isSystem: true,
  permissionIds: DEFAULT_ROLE_PERMISSIONS[name].map(permissionId),
  userCount: 1,
}));

export function makeRole(id: number, overrides: Partial<RoleOut> = {}): RoleOut {
  return {
    id,
    name: `auditor_${id}`,
    description: 'Revisa créditos',
    isSystem: false,
    permissionIds: [],
    userCount: 0,
    ...overrides,
  };
}

export interface RolesApiState {
  roles?: RoleOut[];
  permissions?: PermissionOut[];
  users?: RoleUsers;
  verify?: RoleDefaultsVerify;
}

/** Every GET of the roles screens, answered from `state`; returns the requested paths, in order. */
export function rolesServer(state: RolesApiState = {}): string[] {
  const asked: string[] = [];
  const note = (request: Request) => asked.push(new URL(request.url).pathname);
  const roles = () => state.roles ?? [...SYSTEM_ROLES, makeRole(6)];
  const permissions = () => state.permissions ?? [...SYSTEM_PERMISSIONS, makePermission(11)];
  server.use(
    mswHttp.get('/api/roles', ({ request }) => {
      note(request);
      return HttpResponse.json(roles());
    }),
    mswHttp.get('/api/roles/defaults/verify', ({ request }) => {
      note(request);
      return HttpResponse.json(state.verify ?? { roles: [] });
    }),
    mswHttp.get('/api/roles/:id', ({ request, params }) => {
      note(request);
      const role = roles().find((r) => r.id === Number(params.id));
      return role
        ? HttpResponse.json(role)
        : HttpResponse.json({ error: 'not_found', message: 'No encontrado' }, { status: 404 });
    }),
    mswHttp.get('/api/roles/:id/permissions', ({ request, params }) => {
      note(request);
      const role = roles().find((r) => r.id === Number(params.id));
      return HttpResponse.json(permissions().filter((p) => role?.permissionIds.includes(p.id)));
    }),
    mswHttp.get('/api/roles/:id/users', ({ request }) => {
      note(request);
      return HttpResponse.json(state.users ?? { total: 0, users: [] });
    }),
    mswHttp.get('/api/permissions', ({ request }) => {
      note(request);
      return HttpResponse.json(permissions());
    }),
  );
  return asked;
}
