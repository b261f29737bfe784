/**
 * POST /api/database/reset (spec 02 Settings, 03 §1 and §7; decision 075) on real PostgreSQL, on
 * a server that loads the demo (the embedded database's default): only the reset grant (super
 * admin) with the typed confirm word; afterwards the data is the demo's and every old session is
 * dead; a failing step leaves everything as it was.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { companies, refreshTokenFamilies, roles, users } from '../../db/schema';
import { createCompany, createUser, refreshCookieHeader } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { resetDatabase } from './databaseReset';

const t = useTestApp();

async function reset(headers: Record<string, string>, payload: unknown = { confirm: 'RESTABLECER' }) {
  return t.app.inject({ method: 'POST', url: '/api/database/reset', headers, payload: payload as object });
}

async function companyExists(id: number): Promise<boolean> {
  return (await t.db.select().from(companies).where(eq(companies.id, id))).length === 1;
}

describe('POST /api/database/reset', () => {
  it('an admin (no every-company reach) is 403 and nothing changes', async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, { role: 'admin', companyIds: [company.id] });
    const res = await reset((await t.loginAs(admin.tin)).headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
    expect(await companyExists(company.id)).toBe(true);
  });

  it.each([
    ['no body word', {}],
    ['another word', { confirm: 'restablecer' }],
    ['a NUL byte', { confirm: 'RESTABLECER\u0000' }],
    ['1 MB', { confirm: 'R'.repeat(1_000_000) }],
  ])('without the confirm word (%s) it is 400 and nothing changes', async (_, body) => {
    const company = await createCompany(t.db);
    const superAdmin = await createUser(t.db, { role: 'super_admin' });
    const res = await reset((await t.loginAs(superAdmin.tin)).headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    expect(res.json().fields?.confirm).toMatch(/^(settings\.error\.reset_confirm|errors\.invalid_text)$/);
    expect(await companyExists(company.id)).toBe(true);
  });

  it('a failing step rolls the whole reset back: the data stays as it was', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const session = await t.loginAs(user.tin);
    await expect(
      resetDatabase(t.db, async () => {
        throw new Error('a step failed');
      }),
    ).rejects.toThrow('a step failed');
    expect(await companyExists(company.id)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
  });

  it('empties the data, brings the demo back and kills every session', async () => {
    const company = await createCompany(t.db);
    const superAdmin = await createUser(t.db, { role: 'super_admin' });
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const hrSession = await t.loginAs(hr.tin);
    const session = await t.loginAs(superAdmin.tin);

    const res = await reset(session.headers);
    expect(res.statusCode, res.body).toBe(204);

    // The old data is gone, the access model is back, the demo is loaded.
    expect(await companyExists(company.id)).toBe(false);
    expect(await t.db.select().from(users).where(eq(users.tin, hr.tin))).toEqual([]);
    expect((await t.db.select({ n: count() }).from(roles))[0]!.n).toBe(5);
    const names = (await t.db.select({ name: companies.name }).from(companies)).map((c) => c.name).sort();
    expect(names).toEqual(['Comercializadora del Pacífico S.A. de C.V.', 'Industrias del Bajío S.A. de C.V.']);
    for (const account of DEMO_ACCOUNTS) await t.loginAs(account.tin, DEMO_PASSWORD);

    // Every old session is dead: access tokens answer 401, refresh tokens are refused.
    for (const old of [session, hrSession]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: old.headers });
      expect(me.statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { ...old.headers, ...refreshCookieHeader(old.refreshToken) },
      });
      expect(refresh.statusCode).toBe(401);
    }
    // Only the families of the logins made after the reset exist.
    expect((await t.db.select({ n: count() }).from(refreshTokenFamilies))[0]!.n).toBe(DEMO_ACCOUNTS.length);
  });
});
