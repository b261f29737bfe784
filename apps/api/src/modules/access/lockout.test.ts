/**
 * 02 §2: no change may leave the system without an active user who holds manage_access, tried
 * through the API (its own file: it needs a database whose only managers it controls): removing
 * the permission from the last manager's role, resetting the defaults that gave it, and 20
 * concurrent removals from the two managers' roles, of which only one kind can pass.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ERRORS, DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from '@abono/domain';
import { permissions, rolePermissions, users } from '../../db/schema';
import { createRole, createUser } from '../../test/factories';
import { assertAccessManagerRemains } from '../../core/policy/accessManagers';
import { useTestApp } from '../../test/testApp';
import { callAs, permissionIdsOf, roleIdOf, signedIn } from './accessTestSupport';

const t = useTestApp();
const withoutAccess = PERMISSION_NAMES.filter(
  (p) => p !== 'manage_access' && p !== 'manage_auth' && p !== 'all_companies',
);

describe('the last manager of access', () => {
  it('cannot lose manage_access through their role (an inactive super_admin does not count)', async () => {
    await createUser(t.db, { role: 'super_admin', isActive: false });
    const admin = await signedIn(t, 'admin');
    const adminRole = await roleIdOf(t.db, 'admin');
    const res = await callAs(t, admin)('PUT', `/api/roles/${adminRole}/permissions`, {
      permissionIds: await permissionIdsOf(t.db, withoutAccess),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'access_lockout', message: BACK_OFFICE_ERRORS.access_lockout.message });
    // Nothing changed: the admin still manages access.
    expect((await callAs(t, admin)('GET', '/api/roles')).statusCode).toBe(200);
  });

  it('a reset to the defaults that would take it from the only holders is refused too', async () => {
    const adminRole = await roleIdOf(t.db, 'admin');
    const hr = await roleIdOf(t.db, 'hr');
    const asHr = callAs(t, await signedIn(t, 'hr'));
    const asAdmin = callAs(t, await signedIn(t, 'admin'));
    // hr gains manage_access; then admin loses it (allowed: hr still manages access).
    const hrWithAccess = await permissionIdsOf(t.db, [...DEFAULT_ROLE_PERMISSIONS.hr, 'manage_access']);
    expect((await asAdmin('PUT', `/api/roles/${hr}/permissions`, { permissionIds: hrWithAccess })).statusCode).toBe(
      200,
    );
    const adminWithout = DEFAULT_ROLE_PERMISSIONS.admin.filter((p) => p !== 'manage_access');
    const lost = await asAdmin('PUT', `/api/roles/${adminRole}/permissions`, {
      permissionIds: await permissionIdsOf(t.db, adminWithout),
    });
    expect(lost.statusCode).toBe(200);
    const reset = await asHr('POST', `/api/roles/${hr}/defaults/reset`);
    expect(reset.statusCode).toBe(409);
    expect(reset.json().error).toBe('access_lockout');
    // Reset-all gives admin its defaults back in the same change, so it passes.
    expect((await asHr('POST', '/api/roles/defaults/reset')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/roles')).statusCode).toBe(200);
    expect((await asHr('GET', '/api/roles')).statusCode).toBe(403);
  });

  it('20 concurrent removals from the two managers’ roles: one kind passes, a manager remains', async () => {
    const [access] = await permissionIdsOf(t.db, ['manage_access']);
    const roleA = await createRole(t.db, ['manage_access', 'view_offers'], 'gestores_a');
    const roleB = await createRole(t.db, ['manage_access', 'view_offers'], 'gestores_b');
    const a = await signedIn(t, 'employee', { roleId: roleA });
    const b = await signedIn(t, 'employee', { roleId: roleB });
    // Every other manager steps aside: the users of admin and super_admin go to the employee role.
    const employee = await roleIdOf(t.db, 'employee');
    for (const name of ['admin', 'super_admin']) {
      await t.db
        .update(users)
        .set({ roleId: employee })
        .where(eq(users.roleId, await roleIdOf(t.db, name)));
    }
    const [offers] = await permissionIdsOf(t.db, ['view_offers']);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callAs(t, i % 2 === 0 ? a : b)('PUT', `/api/roles/${i % 4 < 2 ? roleA : roleB}/permissions`, {
          permissionIds: [offers],
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.every((s) => [200, 403, 409].includes(s)),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    const holders = await t.db
      .select({ roleId: rolePermissions.roleId })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.permissionId, access!), inArray(rolePermissions.roleId, [roleA, roleB])));
    expect(holders).toHaveLength(1);
    await expect(assertAccessManagerRemains(t.db)).resolves.toBeUndefined();
  });

  it('custom permissions can be the way to manage access; narrowing their grant then is refused', async () => {
    const [cr, cp] = await t.db
      .insert(permissions)
      .values([
        { name: 'roles_todo', description: 'Roles', grantType: 'ENDPOINT', grantResource: 'roles', grantAction: 'ALL' },
        {
          name: 'permisos_todo',
          description: 'Permisos',
          grantType: 'ENDPOINT',
          grantResource: 'permissions',
          grantAction: 'ALL',
        },
      ])
      .returning({ id: permissions.id });
    const c = await signedIn(t, 'employee', { roleId: await createRole(t.db, ['roles_todo', 'permisos_todo']) });
    // c is now the only manager: every other user goes to the employee role.
    await t.db
      .update(users)
      .set({ roleId: await roleIdOf(t.db, 'employee') })
      .where(ne(users.id, c.id));
    expect((await callAs(t, c)('GET', '/api/roles')).statusCode).toBe(200);
    const narrowed = await callAs(t, c)('PUT', `/api/permissions/${cr!.id}`, {
      name: 'roles_todo',
      description: 'Roles',
      type: 'ENDPOINT',
      resource: 'roles',
      action: 'READ',
    });
    expect(narrowed.statusCode).toBe(409);
    expect(narrowed.json().error).toBe('access_lockout');
    expect(cp!.id).toBeGreaterThan(0);
  });
});
