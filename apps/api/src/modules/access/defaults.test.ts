/**
 * The built-in roles' defaults (03 §5, admin included) and the changes' taking effect, on real
 * PostgreSQL: verify reports a drifted role's missing and extra permissions, the per-role reset and
 * the reset-all fix it (audited), a custom role has no defaults, and a role's new permissions apply
 * to its users' next request and next /auth/me without signing in again.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from '@abono/domain';
import { auditLog, rolePermissions } from '../../db/schema';
import { createRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { callAs, permissionIdsOf, roleIdOf, signedIn, type Caller } from './accessTestSupport';

const t = useTestApp();
let admin: Caller;
let as: ReturnType<typeof callAs>;

beforeAll(async () => {
  admin = await signedIn(t, 'admin');
  as = callAs(t, admin);
});

/** Drifts hr: takes manage_employees away and gives it manage_treasury, straight in the database. */
async function driftHr(): Promise<number> {
  const hr = await roleIdOf(t.db, 'hr');
  const [employees, treasury] = await permissionIdsOf(t.db, ['manage_employees', 'manage_treasury']);
  await t.db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, hr), eq(rolePermissions.permissionId, employees!)));
  await t.db.insert(rolePermissions).values({ roleId: hr, permissionId: treasury! });
  return hr;
}

describe('verify and reset', () => {
  it('verify lists every built-in role against its defaults; all match on a fresh database', async () => {
    const res = await as('GET', '/api/roles/defaults/verify');
    expect(res.statusCode).toBe(200);
    const roles = res.json().roles;
    expect(roles.map((r: { name: string }) => r.name)).toEqual([...ROLE_NAMES]);
    for (const role of roles) {
      expect(role).toMatchObject({ missing: [], extra: [], matches: true });
      expect(role.defaults).toEqual(DEFAULT_ROLE_PERMISSIONS[role.name as keyof typeof DEFAULT_ROLE_PERMISSIONS]);
    }
    const adminRole = roles.find((r: { name: string }) => r.name === 'admin');
    expect(adminRole.defaults).not.toContain('manage_auth');
    expect(adminRole.defaults).toContain('manage_access');
  });

  it('reports a drifted role, and the per-role reset fixes it (audited)', async () => {
    const hr = await driftHr();
    const drifted = (await as('GET', '/api/roles/defaults/verify'))
      .json()
      .roles.find((r: { roleId: number }) => r.roleId === hr);
    expect(drifted).toMatchObject({ missing: ['manage_employees'], extra: ['manage_treasury'], matches: false });

    const reset = await as('POST', `/api/roles/${hr}/defaults/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ roleId: hr, missing: [], extra: [], matches: true });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, hr), eq(auditLog.action, 'role_defaults_reset')));
    expect(audit).toMatchObject({ entityType: 'role', actorUserId: admin.id });
    expect(
      (await as('GET', '/api/roles/defaults/verify')).json().roles.every((r: { matches: boolean }) => r.matches),
    ).toBe(true);
  });

  it('reset-all restores every drifted built-in role and leaves custom roles alone', async () => {
    await driftHr();
    const employee = await roleIdOf(t.db, 'employee');
    await t.db.delete(rolePermissions).where(eq(rolePermissions.roleId, employee));
    const custom = await createRole(t.db, ['manage_credits']);
    const res = await as('POST', '/api/roles/defaults/reset');
    expect(res.statusCode).toBe(200);
    expect(res.json().roles.every((r: { matches: boolean }) => r.matches)).toBe(true);
    const customNow = (await as('GET', `/api/roles/${custom}/permissions`)).json();
    expect(customNow.map((p: { name: string }) => p.name)).toEqual(['manage_credits']);
  });

  it('a custom role has no defaults to reset (409)', async () => {
    const res = await as('POST', `/api/roles/${await createRole(t.db, [])}/defaults/reset`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('role_without_defaults');
  });
});

describe('a role’s permission change takes effect at its users’ next request', () => {
  it('the same access token passes the server’s check and sees the page in /auth/me, then loses both', async () => {
    const hrUser = await signedIn(t, 'hr');
    const asHr = callAs(t, hrUser);
    const hr = await roleIdOf(t.db, 'hr');
    const defaults = await permissionIdsOf(t.db, DEFAULT_ROLE_PERMISSIONS.hr);
    const [access] = await permissionIdsOf(t.db, ['manage_access']);
    expect((await asHr('GET', '/api/permissions')).statusCode).toBe(403);
    expect((await asHr('GET', '/api/auth/me')).json().accessiblePages).not.toContain('roles');

    expect(
      (await as('PUT', `/api/roles/${hr}/permissions`, { permissionIds: [...defaults, access!] })).statusCode,
    ).toBe(200);
    expect((await asHr('GET', '/api/permissions')).statusCode).toBe(200);
    expect((await asHr('GET', '/api/auth/me')).json().accessiblePages).toEqual(
      expect.arrayContaining(['roles', 'permissions', 'employees']),
    );

    expect((await as('POST', `/api/roles/${hr}/defaults/reset`)).statusCode).toBe(200);
    expect((await asHr('GET', '/api/permissions')).statusCode).toBe(403);
    expect((await asHr('GET', '/api/auth/me')).json().accessiblePages).not.toContain('roles');
  });
});
