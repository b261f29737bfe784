/**
 * Access follows permissions, never a role's name (03 §5, decision 064): creating a company takes
 * the create_company permission and reaching every company the all_companies one, whatever the
 * role holding them is called. Each case here would fail if a role-name check came back.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, type PermissionName } from '@abono/domain';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { createCompany, createEmployee, createRole, createUser, setUserRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

/** A signed-in user of a new role called `name` holding exactly `names`. */
async function holderOf(names: PermissionName[], name?: string, companyIds: number[] = []) {
  const user = await createUser(t.db, { companyIds });
  await setUserRole(t.db, user.id, await createRole(t.db, names, name));
  return { ...user, headers: (await t.loginAs(user.tin)).headers };
}

/** Runs `fn` with `permission` taken from the system role `role` (given back afterwards). */
async function without(db: Db, role: string, permission: PermissionName, fn: () => Promise<void>): Promise<void> {
  const [row] = await db
    .select({ roleId: roles.id, permissionId: permissions.id })
    .from(roles)
    .innerJoin(permissions, eq(permissions.name, permission))
    .where(eq(roles.name, role));
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, row!.roleId), eq(rolePermissions.permissionId, row!.permissionId)));
  try {
    await fn();
  } finally {
    await db.insert(rolePermissions).values(row!).onConflictDoNothing();
  }
}

const createCompanyAs = (headers: Record<string, string>, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/companies', headers, payload: { name } });

describe('creating a company', () => {
  it('a role called anything holding create_company creates one', async () => {
    const founder = await holderOf(['create_company'], 'fundadora');
    const res = await createCompanyAs(founder.headers, 'Fundada S.A.');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Fundada S.A.' });
  });

  it('the admin role without create_company is refused, and allowed again with it', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await t.loginAs(admin.tin);
    await without(t.db, 'admin', 'create_company', async () => {
      const refused = await createCompanyAs(headers, 'Sin permiso S.A.');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('forbidden');
    });
    expect((await createCompanyAs(headers, 'Con permiso S.A.')).statusCode).toBe(201);
  });
});

describe('reaching every company', () => {
  it('a role called anything holding all_companies reaches a company it has no access row for', async () => {
    const company = await createCompany(t.db);
    const auditor = await holderOf(['all_companies', 'manage_settings'], 'auditora');
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/settings?company_id=${company.id}`,
      headers: auditor.headers,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().hsbc_account_number).toBe('1234567890');
    const listed = await t.app.inject({ method: 'GET', url: '/api/companies', headers: auditor.headers });
    expect(listed.json().map((c: { id: number }) => c.id)).toContain(company.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auditor.headers });
    expect(me.json().companies.map((c: { id: number }) => c.id)).toContain(company.id);
  });

  it('a role named super_admin without all_companies gets no bypass: only its own companies', async () => {
    const own = await createCompany(t.db);
    const other = await createCompany(t.db);
    const boss = await createUser(t.db, { role: 'super_admin', companyIds: [own.id] });
    const { headers } = await t.loginAs(boss.tin);
    await without(t.db, 'super_admin', 'all_companies', async () => {
      const refused = await t.app.inject({ method: 'GET', url: `/api/settings?company_id=${other.id}`, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('company_forbidden');
      const listed = (await t.app.inject({ method: 'GET', url: '/api/companies', headers })).json() as { id: number }[];
      expect(listed.map((c) => c.id)).toEqual([own.id]);
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json();
      expect(me.companies.map((c: { id: number }) => c.id)).toEqual([own.id]);
    });
    // With the permission back, the same account reaches the other company again.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/settings?company_id=${other.id}`, headers })).statusCode,
    ).toBe(200);
  });
});

describe('accounts that reach every company', () => {
  const revoke = (employeeId: number, companyId: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/employees/${employeeId}/revoke-access`,
      headers,
      payload: { company_id: companyId },
    });

  it('are beyond a manager without all_companies, whatever their role is called', async () => {
    const company = await createCompany(t.db);
    const manager = await holderOf(['manage_auth', 'manage_employees'], undefined, [company.id]);
    const auditor = await createUser(t.db, { companyIds: [company.id] });
    await setUserRole(t.db, auditor.id, await createRole(t.db, ['all_companies'], 'observadora'));
    const record = await createEmployee(t.db, { companyId: company.id, userId: auditor.id, tin: auditor.tin });
    const refused = await revoke(record.id, company.id, manager.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('account_beyond_reach');
  });

  it('a super_admin account is managed by any all_companies holder, not only by the super_admin role', async () => {
    const company = await createCompany(t.db);
    const steward = await holderOf(['manage_auth', 'manage_employees', 'all_companies'], 'custodia');
    const boss = await createUser(t.db, { role: 'super_admin', companyIds: [company.id] });
    const record = await createEmployee(t.db, { companyId: company.id, userId: boss.id, tin: boss.tin });
    const res = await revoke(record.id, company.id, steward.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: record.id, accessActive: false });
  });
});

describe('giving roles', () => {
  const offered = async (headers: Record<string, string>, companyId: number) =>
    (
      (await t.app.inject({ method: 'GET', url: `/api/employees/roles?company_id=${companyId}`, headers })).json()
        .rows as { name: string }[]
    ).map((r) => r.name);

  it('whoever reaches every company may give super_admin; a role with every other permission may not', async () => {
    const company = await createCompany(t.db);
    const steward = await holderOf(['manage_employees', 'all_companies'], 'tutora');
    expect(await offered(steward.headers, company.id)).toContain('super_admin');
    const allButReach = await holderOf(
      PERMISSION_NAMES.filter((name) => name !== 'all_companies'),
      undefined,
      [company.id],
    );
    const names = await offered(allButReach.headers, company.id);
    expect(names).toContain('admin');
    expect(names).not.toContain('super_admin');
  });
});
