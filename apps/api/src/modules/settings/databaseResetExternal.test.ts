/**
 * POST /api/database/reset against a DATABASE_URL database (decision 075): the app knows the
 * database is external from its configuration (`databaseUrl` set, config.ts `isExternalDatabase`),
 * simulated here on the test's own database. Without ALLOW_DATABASE_RESET=true it is 403 and
 * nothing changes; with it the reset runs, and the demo is NOT loaded (03 §7: never on a
 * DATABASE_URL database unless asked) while the access model is.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, roles, users } from '../../db/schema';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp, type TestContext } from '../../test/testApp';

const EXTERNAL = 'postgres://abono@db.example.mx:5432/abono';
const locked = useTestApp({ config: { databaseUrl: EXTERNAL } });
const allowed = useTestApp({ config: { databaseUrl: EXTERNAL, allowDatabaseReset: true } });

async function resetAsSuperAdmin(t: TestContext) {
  const superAdmin = await createUser(t.db, { role: 'super_admin' });
  const { headers } = await t.loginAs(superAdmin.tin);
  return t.app.inject({ method: 'POST', url: '/api/database/reset', headers, payload: { confirm: 'RESTABLECER' } });
}

describe('POST /api/database/reset on a DATABASE_URL database', () => {
  it('is 403 database_reset_disabled without ALLOW_DATABASE_RESET, and nothing changes', async () => {
    const company = await createCompany(locked.db);
    const res = await resetAsSuperAdmin(locked);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'database_reset_disabled', message: expect.stringContaining('ALLOW') });
    expect(await locked.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
  });

  it('with ALLOW_DATABASE_RESET=true it empties the data and writes the access model, without the demo', async () => {
    await createCompany(allowed.db);
    const res = await resetAsSuperAdmin(allowed);
    expect(res.statusCode, res.body).toBe(204);
    expect((await allowed.db.select({ n: count() }).from(companies))[0]!.n).toBe(0);
    expect((await allowed.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    expect((await allowed.db.select({ n: count() }).from(roles))[0]!.n).toBe(5);
  });
});
