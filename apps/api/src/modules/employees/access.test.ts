/**
 * Account access (decision 041) on real PostgreSQL: revoking an account kills its sessions (the real login, a
 * refused access token and a failed refresh), granting lets the person in again, the company
 * toggles and the companies list, the one "may manage this account" rule (no account, own
 * account, companies beyond the caller's reach, super_admin), a grant that links nothing,
 * company scope on every route, hostile input and concurrent identical requests.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER, type PermissionName } from '@abono/domain';
import {
  auditLog,
  employees,
  notifications,
  permissions,
  rolePermissions,
  roles,
  userCompanies,
  users,
} from '../../db/schema';
import {
  TEST_PASSWORD,
  createCompany,
  createEmployee,
  createUser,
  grantAccess,
  refreshCookieHeader,
  uniqueTin,
  type TestUser,
} from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

/** A custom role holding manage_auth without being super_admin (03 §5: roles are editable). */
async function roleWith(names: PermissionName[]): Promise<number> {
  const [role] = await t.db
    .insert(roles)
    .values({ name: `gestor_${uniqueTin('').toLowerCase()}`.slice(0, 50), description: 'Gestor de accesos' })
    .returning({ id: roles.id });
  const perms = await t.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  await t.db.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!.id;
}

async function manager(companyIds: number[]) {
  const user = await createUser(t.db, { role: 'hr', companyIds });
  await t.db
    .update(users)
    .set({ roleId: await roleWith(['manage_auth', 'manage_employees']) })
    .where(eq(users.id, user.id));
  return { ...user, headers: (await t.loginAs(user.tin)).headers };
}

interface World {
  a: number;
  b: number;
  c: number;
  admin: Record<string, string>;
  /** manage_auth in A and C. */
  mgr: TestUser & { headers: Record<string, string> };
  hr: Record<string, string>;
  /** An employee of A with an account in A only. */
  person: TestUser;
  employeeId: number;
}
let w: World;

beforeEach(async () => {
  const a = await createCompany(t.db, { name: 'Alfa Accesos' });
  const b = await createCompany(t.db, { name: 'Beta Accesos' });
  const c = await createCompany(t.db, { name: 'Cómputo Accesos' });
  const admin = await createUser(t.db, { role: 'super_admin' });
  const hr = await createUser(t.db, { role: 'hr', companyIds: [a.id] });
  const person = await createUser(t.db, { role: 'employee', companyIds: [a.id] });
  const employee = await createEmployee(t.db, {
    companyId: a.id,
    userId: person.id,
    tin: person.tin,
    name: 'Paula Acceso Núñez',
  });
  w = {
    a: a.id,
    b: b.id,
    c: c.id,
    admin: (await t.loginAs(admin.tin)).headers,
    mgr: await manager([a.id, c.id]),
    hr: (await t.loginAs(hr.tin)).headers,
    person,
    employeeId: employee.id,
  };
});

const account = (id: number, action: 'revoke-access' | 'grant-access', payload: unknown, headers = w.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/employees/${id}/${action}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
const companiesOf = (id: number, query: string, headers = w.admin) =>
  t.app.inject({ method: 'GET', url: `/api/employees/${id}/companies?${query}`, headers });
const toggle = (
  method: 'POST' | 'DELETE',
  id: number,
  companyId: number | string,
  selected: number | string,
  headers = w.admin,
) =>
  t.app.inject({ method, url: `/api/employees/${id}/companies/${companyId}/access?company_id=${selected}`, headers });

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}
async function companiesOfUser(id: number) {
  return (await t.db.select({ c: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, id)))
    .map((r) => r.c)
    .sort((x, y) => x - y);
}
const accessAudits = (userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)));

describe('PUT /api/employees/{id}/revoke-access and /grant-access', () => {
  // Granting lets them in again.
  it('revoking kills every session (old token 401, refresh 401, login refused)', async () => {
    const session = await t.loginAs(w.person.tin);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode).toBe(200);

    const res = await account(w.employeeId, 'revoke-access', { company_id: w.a });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: w.employeeId, accessActive: false });
    expect(await userRow(w.person.id)).toMatchObject({ isActive: false });

    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(stale.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...refreshCookieHeader(session.refreshToken), [FINGERPRINT_HEADER]: session.fingerprint },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [FINGERPRINT_HEADER]: session.fingerprint },
      payload: { tin: w.person.tin, password: TEST_PASSWORD, fingerprint: session.fingerprint },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error: 'user_inactive' });

    // Repeating the revoke changes nothing more: same answer, one audit row.
    expect((await account(w.employeeId, 'revoke-access', { company_id: w.a })).json()).toEqual({
      id: w.employeeId,
      accessActive: false,
    });

    const granted = await account(w.employeeId, 'grant-access', { company_id: w.a });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ id: w.employeeId, accessActive: true });
    const again = await t.loginAs(w.person.tin);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: again.headers })).statusCode).toBe(200);
    // The old session stays dead: granting does not revive revoked tokens.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode).toBe(401);

    expect((await accessAudits(w.person.id)).map((a) => [a.action, a.changes])).toEqual([
      ['revoke_access', { is_active: { from: true, to: false } }],
      ['grant_access', { is_active: { from: false, to: true } }],
    ]);
  });

  it('HR without manage_auth is refused on every access route (403), nothing changes', async () => {
    expect((await account(w.employeeId, 'revoke-access', { company_id: w.a }, w.hr)).statusCode).toBe(403);
    expect((await account(w.employeeId, 'grant-access', { company_id: w.a }, w.hr)).statusCode).toBe(403);
    expect((await companiesOf(w.employeeId, `company_id=${w.a}`, w.hr)).statusCode).toBe(403);
    expect((await toggle('POST', w.employeeId, w.a, w.a, w.hr)).statusCode).toBe(403);
    expect((await toggle('DELETE', w.employeeId, w.a, w.a, w.hr)).statusCode).toBe(403);
    expect(await userRow(w.person.id)).toMatchObject({ isActive: true });
    expect(await companiesOfUser(w.person.id)).toEqual([w.a]);
  });

  it('an employee without an account: 409 no_account on every write; the companies list still answers', async () => {
    const bare = await createEmployee(t.db, { companyId: w.a });
    for (const res of [
      await account(bare.id, 'revoke-access', { company_id: w.a }),
      await account(bare.id, 'grant-access', { company_id: w.a }),
      await toggle('POST', bare.id, w.b, w.a),
      await toggle('DELETE', bare.id, w.a, w.a),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'no_account' });
    }
    const list = await companiesOf(bare.id, `company_id=${w.a}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().employee).toEqual({ id: bare.id, name: 'María Pérez López', hasAccount: false });
    expect(list.json().rows.every((r: { hasAccess: boolean }) => !r.hasAccess)).toBe(true);
  });

  it('nobody changes their own access (403 own_record_forbidden, decision 097)', async () => {
    const own = await createEmployee(t.db, { companyId: w.a, userId: w.mgr.id, tin: w.mgr.tin });
    const revoke = await account(own.id, 'revoke-access', { company_id: w.a }, w.mgr.headers);
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json()).toMatchObject({ error: 'own_record_forbidden' });
    const toggled = await toggle('DELETE', own.id, w.a, w.a, w.mgr.headers);
    expect(toggled.statusCode).toBe(403);
    expect(toggled.json()).toMatchObject({ error: 'own_record_forbidden' });
    expect(await userRow(w.mgr.id)).toMatchObject({ isActive: true });
    expect(await companiesOfUser(w.mgr.id)).toEqual([w.a, w.c].sort((x, y) => x - y));
  });

  // super_admin reaches all.
  it('an account-wide change needs every company of the user in the caller’s reach', async () => {
    // The person also works in B, which the manager does not reach.
    await grantAccess(t.db, w.person.id, w.b);
    const refused = await account(w.employeeId, 'revoke-access', { company_id: w.a }, w.mgr.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_beyond_reach' });
    expect(await userRow(w.person.id)).toMatchObject({ isActive: true, tokenVersion: 0 });

    // Within reach (A and C): allowed.
    await t.db
      .delete(userCompanies)
      .where(and(eq(userCompanies.userId, w.person.id), eq(userCompanies.companyId, w.b)));
    await grantAccess(t.db, w.person.id, w.c);
    expect((await account(w.employeeId, 'revoke-access', { company_id: w.a }, w.mgr.headers)).json()).toEqual({
      id: w.employeeId,
      accessActive: false,
    });

    // A super_admin's account is beyond anybody's reach but another super_admin's.
    const boss = await createUser(t.db, { role: 'super_admin', companyIds: [w.a] });
    const bossEmployee = await createEmployee(t.db, { companyId: w.a, userId: boss.id, tin: boss.tin });
    expect((await account(bossEmployee.id, 'revoke-access', { company_id: w.a }, w.mgr.headers)).json()).toMatchObject({
      error: 'account_beyond_reach',
    });
    expect((await toggle('DELETE', bossEmployee.id, w.a, w.a, w.mgr.headers)).json()).toMatchObject({
      error: 'account_beyond_reach',
    });
    expect(await userRow(boss.id)).toMatchObject({ isActive: true });
    expect((await account(bossEmployee.id, 'revoke-access', { company_id: w.a })).json()).toEqual({
      id: bossEmployee.id,
      accessActive: false,
    });
  });
});

describe('GET /api/employees/{id}/companies', () => {
  it("the caller's companies with the account's access; super_admin sees all; accent-insensitive search", async () => {
    await grantAccess(t.db, w.person.id, w.b);
    const mine = await companiesOf(w.employeeId, `company_id=${w.a}`, w.mgr.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      employee: { id: w.employeeId, name: 'Paula Acceso Núñez', hasAccount: true },
      rows: [
        { id: w.a, name: 'Alfa Accesos', hasAccess: true, hasRecord: true },
        { id: w.c, name: 'Cómputo Accesos', hasAccess: false, hasRecord: false },
      ],
    });
    const all = (await companiesOf(w.employeeId, `company_id=${w.a}`)).json().rows as Array<{
      id: number;
      hasAccess: boolean;
    }>;
    expect(all.filter((r) => [w.a, w.b, w.c].includes(r.id))).toEqual([
      { id: w.a, name: 'Alfa Accesos', hasAccess: true, hasRecord: true },
      { id: w.b, name: 'Beta Accesos', hasAccess: true, hasRecord: false },
      { id: w.c, name: 'Cómputo Accesos', hasAccess: false, hasRecord: false },
    ]);
    const searched = await companiesOf(
      w.employeeId,
      `company_id=${w.a}&search=${encodeURIComponent('COMPUTO')}`,
      w.mgr.headers,
    );
    expect(searched.json().rows).toEqual([{ id: w.c, name: 'Cómputo Accesos', hasAccess: false, hasRecord: false }]);
    // A record of the account in C: C may now be granted (decision 047).
    await createEmployee(t.db, { companyId: w.c, userId: w.person.id, tin: w.person.tin });
    expect((await companiesOf(w.employeeId, `company_id=${w.a}&search=computo`, w.mgr.headers)).json().rows).toEqual([
      { id: w.c, name: 'Cómputo Accesos', hasAccess: false, hasRecord: true },
    ]);
    expect((await companiesOf(w.employeeId, `company_id=${w.a}&search=zzz`, w.mgr.headers)).json().rows).toEqual([]);
  });
});

describe('POST / DELETE /api/employees/{id}/companies/{companyId}/access', () => {
  it('grants and revokes one company, idempotently; the revoked company refuses the next request', async () => {
    // The account is linked to a record in C (only such an account may be granted C, 03 §6).
    await createEmployee(t.db, { companyId: w.c, userId: w.person.id, tin: w.person.tin });
    const session = await t.loginAs(w.person.tin);
    const granted = await toggle('POST', w.employeeId, w.c, w.a, w.mgr.headers);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ companyId: w.c, hasAccess: true });
    expect((await toggle('POST', w.employeeId, w.c, w.a, w.mgr.headers)).json()).toEqual({
      companyId: w.c,
      hasAccess: true,
    });
    expect(await companiesOfUser(w.person.id)).toEqual([w.a, w.c].sort((x, y) => x - y));
    const inC = () =>
      t.app.inject({ method: 'GET', url: `/api/loans/user-active?company_id=${w.c}`, headers: session.headers });
    expect((await inC()).statusCode).toBe(200);

    const revoked = await toggle('DELETE', w.employeeId, w.c, w.a, w.mgr.headers);
    expect(revoked.json()).toEqual({ companyId: w.c, hasAccess: false });
    expect((await toggle('DELETE', w.employeeId, w.c, w.a, w.mgr.headers)).json()).toEqual({
      companyId: w.c,
      hasAccess: false,
    });
    expect(await companiesOfUser(w.person.id)).toEqual([w.a]);
    // No session kill is needed: the guard reads user_companies on every request.
    expect((await inC()).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode).toBe(200);

    expect((await accessAudits(w.person.id)).map((a) => [a.action, a.companyId])).toEqual([
      ['grant_company_access', w.c],
      ['revoke_company_access', w.c],
    ]);
  });

  // And the employee's own company scope (404)
  it('only companies the caller reaches (403), existing ones (404)', async () => {
    const beyond = await toggle('POST', w.employeeId, w.b, w.a, w.mgr.headers);
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toMatchObject({ error: 'company_forbidden' });
    expect((await toggle('POST', w.employeeId, 999_999, w.a)).statusCode).toBe(404);
    expect(await companiesOfUser(w.person.id)).toEqual([w.a]);
  });

  // Without a linked record in it, 409 and nothing changes.
  it('granting a company links no record there (03 §6)', async () => {
    const inC = await createEmployee(t.db, { companyId: w.c, tin: w.person.tin });
    await t.db
      .update(employees)
      .set({ activationCodeHash: 'x'.repeat(64), activationCodeExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(employees.id, inC.id));
    const refused = await toggle('POST', w.employeeId, w.c, w.a, w.mgr.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'account_not_in_company' });
    const [record] = await t.db.select().from(employees).where(eq(employees.id, inC.id));
    expect(record).toMatchObject({ userId: null, activationCodeHash: 'x'.repeat(64) });
    expect(await companiesOfUser(w.person.id)).toEqual([w.a]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, w.person.id))).toEqual([]);
    expect(await accessAudits(w.person.id)).toEqual([]);
    // Revoking a company needs no record: it only takes access away.
    await grantAccess(t.db, w.person.id, w.c);
    expect((await toggle('DELETE', w.employeeId, w.c, w.a, w.mgr.headers)).json()).toEqual({
      companyId: w.c,
      hasAccess: false,
    });
  });
});

describe('company scope, hostile input and concurrency', () => {
  // Nothing changes.
  it("another company's employee id on every route: 404 with the caller's company, 403 with ours", async () => {
    const outsider = await manager([w.b]);
    const tries = [
      await account(w.employeeId, 'revoke-access', { company_id: w.b }, outsider.headers),
      await account(w.employeeId, 'grant-access', { company_id: w.b }, outsider.headers),
      await companiesOf(w.employeeId, `company_id=${w.b}`, outsider.headers),
      await toggle('POST', w.employeeId, w.b, w.b, outsider.headers),
      await toggle('DELETE', w.employeeId, w.a, w.b, outsider.headers),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const withOurs = [
      await account(w.employeeId, 'revoke-access', { company_id: w.a }, outsider.headers),
      await companiesOf(w.employeeId, `company_id=${w.a}`, outsider.headers),
      await toggle('POST', w.employeeId, w.b, w.a, outsider.headers),
      await toggle('DELETE', w.employeeId, w.a, w.a, outsider.headers),
    ];
    expect(withOurs.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    // The employee id with the wrong (but accessible) selected company: 404 even for super_admin.
    expect((await account(w.employeeId, 'revoke-access', { company_id: w.b })).statusCode).toBe(404);
    expect(await userRow(w.person.id)).toMatchObject({ isActive: true, tokenVersion: 0 });
    expect(await companiesOfUser(w.person.id)).toEqual([w.a]);
    expect(await accessAudits(w.person.id)).toEqual([]);
  });

  it('NUL bytes, 1 MB strings and bad ids are 400, never 500', async () => {
    for (const body of [{}, { company_id: 'x' }, { company_id: '\u0000' }, { company_id: 'x'.repeat(1_000_000) }]) {
      expect((await account(w.employeeId, 'revoke-access', body)).statusCode).toBe(400);
    }
    for (const q of [
      '',
      'company_id=%00',
      `company_id=${w.a}&search=a%00b`,
      `company_id=${w.a}&search=${'x'.repeat(1_000_000)}`,
      `company_id=${w.a}&search=${'x'.repeat(51)}`,
    ]) {
      expect((await companiesOf(w.employeeId, q)).statusCode, q.slice(0, 30)).toBe(400);
    }
    expect((await toggle('POST', w.employeeId, '%00', w.a)).statusCode).toBe(400);
    expect((await toggle('POST', w.employeeId, w.c, '%00')).statusCode).toBe(400);
    expect((await toggle('DELETE', w.employeeId, 'x'.repeat(100), w.a)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/employees/0/revoke-access',
          headers: w.admin,
          payload: { company_id: w.a },
        })
      ).statusCode,
    ).toBe(400);
    expect(await userRow(w.person.id)).toMatchObject({ isActive: true });
  });

  it('concurrent identical requests: one audit row each, the same final state', async () => {
    await createEmployee(t.db, { companyId: w.c, userId: w.person.id, tin: w.person.tin });
    const revokes = await Promise.all(
      Array.from({ length: 10 }, () => account(w.employeeId, 'revoke-access', { company_id: w.a })),
    );
    expect(revokes.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await accessAudits(w.person.id)).filter((a) => a.action === 'revoke_access')).toHaveLength(1);
    const grants = await Promise.all(Array.from({ length: 10 }, () => toggle('POST', w.employeeId, w.c, w.a)));
    expect(grants.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await companiesOfUser(w.person.id)).toEqual([w.a, w.c].sort((x, y) => x - y));
    expect((await accessAudits(w.person.id)).filter((a) => a.action === 'grant_company_access')).toHaveLength(1);
  });
});
