/**
 * Permissions (spec 02 §7 "Permissions", 02 §2 guard rails, decision 076) on real PostgreSQL: every
 * call, custom permissions and the grant they name (taking effect on the server and in the menu),
 * the rails on domain permissions and held ones, the reach rule, who may call them, bad input.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '@abono/domain';
import { auditLog } from '../../db/schema';
import { createRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { callAs, permissionIdsOf, signedIn, type Call, type Caller } from './accessTestSupport';

const t = useTestApp();
let admin: Caller;
let as: ReturnType<typeof callAs>;

beforeAll(async () => {
  admin = await signedIn(t, 'admin');
  as = callAs(t, admin);
});

const custom = (name: string, grant = { type: 'ENDPOINT', resource: 'roles', action: 'READ' }) => ({
  name,
  description: `Permiso ${name}`,
  ...grant,
});

describe('permission calls', () => {
  it('lists the domain permissions with their meaning; they are system permissions', async () => {
    const res = await as('GET', '/api/permissions');
    expect(res.statusCode).toBe(200);
    const access = res.json().find((p: { name: string }) => p.name === 'manage_access');
    expect(access).toMatchObject({
      isSystem: true,
      grant: null,
      pages: ['roles', 'permissions', 'audit'],
      grants: [
        { type: 'ENDPOINT', resource: 'roles', action: 'ALL' },
        { type: 'ENDPOINT', resource: 'permissions', action: 'ALL' },
        { type: 'ENDPOINT', resource: 'audit', action: 'READ' },
      ],
    });
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining([...PERMISSION_NAMES]));
    expect((await as('GET', `/api/permissions/${access.id}`)).json()).toEqual(access);
  });

  it('creates, edits and deletes a custom permission naming its grant, auditing each change', async () => {
    const created = await as('POST', '/api/permissions', custom('ver_roles'));
    expect(created.statusCode).toBe(201);
    const permission = created.json();
    expect(permission).toMatchObject({
      name: 'ver_roles',
      isSystem: false,
      grant: { type: 'ENDPOINT', resource: 'roles', action: 'READ' },
      grants: [{ type: 'ENDPOINT', resource: 'roles', action: 'READ' }],
      roleCount: 0,
    });
    const edited = await as(
      'PUT',
      `/api/permissions/${permission.id}`,
      custom('ver_tesoreria', { type: 'ENDPOINT', resource: 'treasury', action: 'ALL' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'ver_tesoreria', pages: ['treasury'] });
    expect((await as('DELETE', `/api/permissions/${permission.id}`)).statusCode).toBe(204);
    expect((await as('GET', `/api/permissions/${permission.id}`)).statusCode).toBe(404);
    const actions = (
      await t.db
        .select({ action: auditLog.action, actor: auditLog.actorUserId })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'permission'), eq(auditLog.entityId, permission.id)))
    ).map((r) => `${r.action}:${r.actor}`);
    expect(actions.sort()).toEqual(
      ['permission_created', 'permission_deleted', 'permission_updated'].map((a) => `${a}:${admin.id}`),
    );
  });

  it('a duplicate name answers 409; a name with * is refused (it would grant everything)', async () => {
    const dup = await as('POST', '/api/permissions', custom('manage_credits'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('permission_name_taken');
    for (const name of ['*', 'todo*']) {
      const star = await as('POST', '/api/permissions', custom(name));
      expect(star.statusCode).toBe(400);
      expect(star.json().fields).toHaveProperty('name');
    }
  });

  it('the grant comes from the domain’s lists: another type, resource or action is 400', async () => {
    for (const grant of [
      { type: 'FIELD', resource: 'roles', action: 'READ' },
      { type: 'ENDPOINT', resource: 'bancos', action: 'READ' },
      { type: 'ENDPOINT', resource: 'all_companies', action: 'READ' },
      { type: 'ENDPOINT', resource: 'roles', action: 'DELETE' },
    ]) {
      const res = await as('POST', '/api/permissions', custom('raro', grant));
      expect(res.statusCode, JSON.stringify(grant)).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
  });
});

describe('guard rails', () => {
  it('a permission assigned to a role cannot be deleted (409), and can once unassigned', async () => {
    const permission = (await as('POST', '/api/permissions', custom('asignado'))).json();
    const role = await createRole(t.db, ['asignado']);
    const refused = await as('DELETE', `/api/permissions/${permission.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'permission_in_use', message: expect.stringMatching(/asignado/) });
    await as('PUT', `/api/roles/${role}/permissions`, { permissionIds: [] });
    expect((await as('DELETE', `/api/permissions/${permission.id}`)).statusCode).toBe(204);
  });

  it('a domain permission keeps its name and meaning; only its description changes', async () => {
    const [id] = await permissionIdsOf(t.db, ['manage_employees']);
    const remove = await as('DELETE', `/api/permissions/${id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toBe('permission_builtin');
    const rename = await as('PUT', `/api/permissions/${id}`, { name: 'empleados', description: 'x' });
    expect(rename.json().error).toBe('permission_builtin');
    const regrant = await as('PUT', `/api/permissions/${id}`, custom('manage_employees'));
    expect(regrant.json().error).toBe('permission_builtin');
    const described = await as('PUT', `/api/permissions/${id}`, { name: 'manage_employees', description: 'Personal' });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ description: 'Personal', isSystem: true });
  });

  it('nobody creates or changes a grant beyond their own', async () => {
    const beyond = await as(
      'POST',
      '/api/permissions',
      custom('cuentas', { type: 'ENDPOINT', resource: 'user_access', action: 'WRITE' }),
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error).toBe('permission_beyond_reach');
    const mine = (await as('POST', '/api/permissions', custom('propio'))).json();
    const widened = await as(
      'PUT',
      `/api/permissions/${mine.id}`,
      custom('propio', { type: 'ENDPOINT', resource: 'user_access', action: 'ALL' }),
    );
    expect(widened.json().error).toBe('permission_beyond_reach');
  });
});

describe('a custom permission takes effect at the holder’s next request', () => {
  it('its grant opens the server’s check and its page the menu, and closes them when removed', async () => {
    const seeRoles = (await as('POST', '/api/permissions', custom('solo_ver_roles'))).json();
    const treasury = (
      await as('POST', '/api/permissions', custom('caja', { type: 'ENDPOINT', resource: 'treasury', action: 'ALL' }))
    ).json();
    const role = await createRole(t.db, []);
    const holder = await signedIn(t, 'employee', { roleId: role });
    const asHolder = callAs(t, holder);
    expect((await asHolder('GET', '/api/roles')).statusCode).toBe(403);

    await as('PUT', `/api/roles/${role}/permissions`, { permissionIds: [seeRoles.id, treasury.id] });
    expect((await asHolder('GET', '/api/roles')).statusCode).toBe(200);
    // READ only: a write still needs roles WRITE.
    expect((await asHolder('POST', '/api/roles', { name: 'nuevo', description: 'x' })).statusCode).toBe(403);
    const me = (await asHolder('GET', '/api/auth/me')).json();
    expect(me.accessiblePages).toEqual(['treasury']);
    expect(me.permissions).toEqual(
      expect.arrayContaining([
        { type: 'ENDPOINT', resource: 'roles', action: 'READ' },
        { type: 'ENDPOINT', resource: 'treasury', action: 'ALL' },
      ]),
    );

    await as('PUT', `/api/roles/${role}/permissions`, { permissionIds: [] });
    expect((await asHolder('GET', '/api/roles')).statusCode).toBe(403);
    expect((await asHolder('GET', '/api/auth/me')).json().accessiblePages).toEqual([]);
  });
});

describe('who may call them', () => {
  it('only holders of manage_access; everyone else 403', async () => {
    const [id] = await permissionIdsOf(t.db, ['view_offers']);
    const calls: Call[] = [
      ['GET', '/api/permissions'],
      ['GET', `/api/permissions/${id}`],
      ['POST', '/api/permissions', custom('intruso')],
      ['PUT', `/api/permissions/${id}`, { name: 'view_offers', description: 'x' }],
      ['DELETE', `/api/permissions/${id}`],
    ];
    const others = await Promise.all((['employee', 'hr', 'treasury'] as const).map((role) => signedIn(t, role)));
    for (const [method, url, body] of calls) {
      for (const caller of others) expect((await callAs(t, caller)(method, url, body)).statusCode).toBe(403);
    }
  });
});

describe('bad input answers 4xx, never 500', () => {
  it('NUL bytes, 1 MB strings, missing fields, half a grant, bad ids', async () => {
    const [id] = await permissionIdsOf(t.db, ['view_offers']);
    const cases: Call[] = [
      ['POST', '/api/permissions', custom('nu\u0000l')],
      ['POST', '/api/permissions', { ...custom('largo'), description: 'x'.repeat(1024 * 1024) }],
      ['POST', '/api/permissions', { name: 'sin_concesion', description: 'x' }],
      ['PUT', `/api/permissions/${id}`, { name: 'view_offers', description: 'x', type: 'ENDPOINT' }],
      ['PUT', '/api/permissions/-1', { name: 'x', description: 'y' }],
      ['GET', '/api/permissions/9999999'],
    ];
    for (const [method, url, body] of cases) {
      const res = await as(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
