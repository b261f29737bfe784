/**
 * Roles (spec 02 §7 "Roles", 02 §2 guard rails, decision 076) on real PostgreSQL: every call, the
 * built-in roles' rails, a role with users, super_admin keeping everything, the reach rule, who may
 * call them, bad input, and the audit rows.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '@abono/domain';
import { auditLog } from '../../db/schema';
import { createCompany, createEmployee, createRole, createUser, setUserRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { callAs, permissionIdsOf, roleIdOf, signedIn, type Call, type Caller } from './accessTestSupport';

const t = useTestApp();
let admin: Caller;
let superAdmin: Caller;
let as: ReturnType<typeof callAs>;

beforeAll(async () => {
  admin = await signedIn(t, 'admin');
  superAdmin = await signedIn(t, 'super_admin');
  as = callAs(t, admin);
});

async function auditRows(entityId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'role'), eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

describe('role calls', () => {
  it('lists the five built-in roles with their permission ids and user counts', async () => {
    const res = await as('GET', '/api/roles');
    expect(res.statusCode).toBe(200);
    const byName = new Map(res.json().map((r: { name: string }) => [r.name, r]));
    for (const name of ['employee', 'hr', 'treasury', 'admin', 'super_admin']) {
      expect(byName.get(name)).toMatchObject({ isSystem: true });
    }
    expect(byName.get('admin')).toMatchObject({ userCount: 1 });
    const ids = await permissionIdsOf(t.db, ['view_offers', 'view_my_credit']);
    expect((byName.get('employee') as { permissionIds: number[] }).permissionIds).toEqual(ids.sort((a, b) => a - b));
  });

  it('creates, reads, renames, re-describes and deletes a custom role, auditing each change', async () => {
    const created = await as('POST', '/api/roles', { name: 'auditoria', description: 'Revisa la bitácora' });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ name: 'auditoria', isSystem: false, permissionIds: [], userCount: 0 });
    expect((await as('GET', `/api/roles/${role.id}`)).json()).toEqual(role);

    const renamed = await as('PUT', `/api/roles/${role.id}`, { name: 'auditoría', description: 'Otra' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'auditoría', description: 'Otra' });

    expect((await as('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(204);
    expect((await as('GET', `/api/roles/${role.id}`)).statusCode).toBe(404);
    expect(await auditRows(role.id, 'role_created')).toHaveLength(1);
    const [updated] = await auditRows(role.id, 'role_updated');
    expect(updated!.changes).toMatchObject({ name: { from: 'auditoria', to: 'auditoría' } });
    expect(updated!.actorUserId).toBe(admin.id);
    expect(await auditRows(role.id, 'role_deleted')).toHaveLength(1);
  });

  it('a duplicate name answers 409 role_name_taken', async () => {
    const res = await as('POST', '/api/roles', { name: 'admin', description: 'Copia' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('role_name_taken');
  });

  it('sets and reads a role’s permissions, auditing the change; an empty list removes them all', async () => {
    const role = await createRole(t.db, []);
    const ids = await permissionIdsOf(t.db, ['manage_credits', 'view_offers']);
    const set = await as('PUT', `/api/roles/${role}/permissions`, { permissionIds: ids });
    expect(set.statusCode).toBe(200);
    expect(
      set
        .json()
        .map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['manage_credits', 'view_offers']);
    const read = await as('GET', `/api/roles/${role}/permissions`);
    expect(
      read
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([...ids].sort());
    const [audit] = await auditRows(role, 'role_permissions_changed');
    expect(audit!.changes).toEqual({ permissions: { from: [], to: ['manage_credits', 'view_offers'] } });
    expect((await as('PUT', `/api/roles/${role}/permissions`, { permissionIds: [] })).json()).toEqual([]);
  });

  it('lists a role’s users: every holder counted, only those sharing a company listed', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const role = await createRole(t.db, ['view_offers']);
    const manager = await signedIn(t, 'admin', { companyIds: [company.id] });
    const mine = await createUser(t.db, { companyIds: [company.id] });
    const theirs = await createUser(t.db, { companyIds: [other.id] });
    await setUserRole(t.db, mine.id, role);
    await setUserRole(t.db, theirs.id, role);
    await createEmployee(t.db, { companyId: company.id, userId: mine.id, name: 'Rosa Díaz' });
    const res = await callAs(t, manager)('GET', `/api/roles/${role}/users`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().users).toEqual([
      { id: mine.id, tin: mine.tin, name: 'Rosa Díaz', email: expect.any(String), isActive: true },
    ]);
    const everyone = await callAs(t, superAdmin)('GET', `/api/roles/${role}/users`);
    expect(everyone.json().users.map((u: { id: number }) => u.id)).toEqual([mine.id, theirs.id]);
  });

  it('an unknown role answers 404 on every call', async () => {
    const calls: Call[] = [
      ['GET', '/api/roles/999999'],
      ['PUT', '/api/roles/999999', { name: 'x', description: 'y' }],
      ['DELETE', '/api/roles/999999'],
      ['GET', '/api/roles/999999/permissions'],
      ['PUT', '/api/roles/999999/permissions', { permissionIds: [] }],
      ['GET', '/api/roles/999999/users'],
      ['POST', '/api/roles/999999/defaults/reset'],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('guard rails (409 with a clear message)', () => {
  it('the five built-in roles cannot be deleted', async () => {
    for (const name of ['employee', 'hr', 'treasury', 'admin', 'super_admin']) {
      const res = await callAs(t, superAdmin)('DELETE', `/api/roles/${await roleIdOf(t.db, name)}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'role_builtin_delete', message: expect.stringMatching(/sistema/) });
    }
  });

  it('the built-in roles cannot be renamed, but their description can change', async () => {
    const hr = await roleIdOf(t.db, 'hr');
    const renamed = await as('PUT', `/api/roles/${hr}`, { name: 'rrhh', description: 'Recursos humanos' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toBe('role_builtin_rename');
    const described = await as('PUT', `/api/roles/${hr}`, { name: 'hr', description: 'Personal de RR. HH.' });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ name: 'hr', description: 'Personal de RR. HH.' });
  });

  it('a role with users cannot be deleted', async () => {
    const role = await createRole(t.db, []);
    const user = await createUser(t.db);
    await setUserRole(t.db, user.id, role);
    const res = await as('DELETE', `/api/roles/${role}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'role_has_users', message: expect.stringMatching(/usuarios/) });
  });

  it('super_admin always keeps every permission', async () => {
    const role = await roleIdOf(t.db, 'super_admin');
    const all = await permissionIdsOf(t.db, PERMISSION_NAMES);
    const res = await callAs(t, superAdmin)('PUT', `/api/roles/${role}/permissions`, {
      permissionIds: all.slice(1),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('super_admin_keeps_all');
    expect((await as('GET', `/api/roles/${role}/permissions`)).json()).toHaveLength(all.length);
  });

  it('nobody gives or takes away a permission granting more than they hold', async () => {
    const role = await createRole(t.db, ['manage_auth']);
    const [allCompanies] = await permissionIdsOf(t.db, ['all_companies']);
    const give = await as('PUT', `/api/roles/${await roleIdOf(t.db, 'admin')}/permissions`, {
      permissionIds: [...(await permissionIdsOf(t.db, ['manage_access', 'manage_settings'])), allCompanies],
    });
    expect(give.statusCode).toBe(403);
    expect(give.json().error).toBe('permission_beyond_reach');
    const take = await as('PUT', `/api/roles/${role}/permissions`, { permissionIds: [] });
    expect(take.json().error).toBe('permission_beyond_reach');
    expect(
      (await callAs(t, superAdmin)('PUT', `/api/roles/${role}/permissions`, { permissionIds: [] })).statusCode,
    ).toBe(200);
  });
});

describe('who may call them', () => {
  it('only holders of manage_access: everyone else gets 403, no session 401', async () => {
    const calls: Call[] = [
      ['GET', '/api/roles'],
      ['GET', '/api/roles/1'],
      ['POST', '/api/roles', { name: 'x', description: 'y' }],
      ['PUT', '/api/roles/1', { name: 'employee', description: 'y' }],
      ['DELETE', '/api/roles/1'],
      ['GET', '/api/roles/1/permissions'],
      ['PUT', '/api/roles/1/permissions', { permissionIds: [] }],
      ['GET', '/api/roles/1/users'],
      ['GET', '/api/roles/defaults/verify'],
      ['POST', '/api/roles/defaults/reset'],
      ['POST', '/api/roles/1/defaults/reset'],
    ];
    const staff = await Promise.all((['employee', 'hr', 'treasury'] as const).map((role) => signedIn(t, role)));
    const custom = await signedIn(t, 'employee', {
      roleId: await createRole(
        t.db,
        PERMISSION_NAMES.filter((p) => p !== 'manage_access'),
      ),
    });
    for (const [method, url, body] of calls) {
      for (const caller of [...staff, custom]) {
        const res = await callAs(t, caller)(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe('forbidden');
      }
      expect((await callAs(t, null)(method, url, body)).statusCode).toBe(401);
    }
    const holder = await signedIn(t, 'employee', { roleId: await createRole(t.db, ['manage_access'], 'gestor') });
    expect((await callAs(t, holder)('GET', '/api/roles')).statusCode).toBe(200);
  });
});

describe('bad input answers 4xx, never 500', () => {
  it('NUL bytes, 1 MB names, unknown or malformed permission ids, bad ids', async () => {
    const cases: Call[] = [
      ['POST', '/api/roles', { name: 'ro\u0000l', description: 'x' }],
      ['POST', '/api/roles', { name: 'x'.repeat(1024 * 1024), description: 'x' }],
      ['POST', '/api/roles', { name: '', description: 'x' }],
      ['POST', '/api/roles', { name: 'sin descripción' }],
      ['PUT', '/api/roles/abc', { name: 'x', description: 'y' }],
      ['PUT', `/api/roles/${await roleIdOf(t.db, 'hr')}/permissions`, { permissionIds: [987654] }],
      ['PUT', `/api/roles/${await roleIdOf(t.db, 'hr')}/permissions`, { permissionIds: ['uno'] }],
      ['PUT', `/api/roles/${await roleIdOf(t.db, 'hr')}/permissions`, { permissionIds: 'todos' }],
      ['GET', '/api/roles/0/users'],
    ];
    for (const [method, url, body] of cases) {
      const res = await as(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const unknown = await as('PUT', `/api/roles/${await roleIdOf(t.db, 'hr')}/permissions`, {
      permissionIds: [987654],
    });
    expect(unknown.json()).toMatchObject({ error: 'validation_error', fields: { permissionIds: expect.any(String) } });
  });
});
