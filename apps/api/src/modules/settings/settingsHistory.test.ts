/**
 * GET /api/settings/history (decision 075) on real PostgreSQL: the audit rows of a company's
 * settings changes — who, when, field, before → after — newest first, at most 100; only holders of
 * the settings grant of that company read them, and never another company's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_HISTORY_LIMIT, type RoleName, type SettingsChange } from '@abono/domain';
import { recordAudits } from '../../core/audit/recordAudit';
import { createCompany, createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

beforeAll(() => t.clock.set('2026-11-20'));
afterAll(() => t.clock.set(null));

async function userOf(role: RoleName, companyId: number): Promise<TestUser> {
  return createUser(t.db, { role, companyIds: [companyId] });
}

async function history(user: TestUser, companyId: number) {
  const { headers } = await t.loginAs(user.tin);
  return t.app.inject({ method: 'GET', url: `/api/settings/history?company_id=${companyId}`, headers });
}

async function put(user: TestUser, body: Record<string, unknown>) {
  const { headers } = await t.loginAs(user.tin);
  const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/settings/history', () => {
  it('lists who changed which field from what to what, newest first; another company stays apart', async () => {
    const company = await createCompany(t.db, { issuerCode: '12345', interestRate: '2.5' });
    const other = await createCompany(t.db);
    const admin = await userOf('admin', company.id);
    const treasury = await userOf('treasury', company.id);
    await put(admin, { company_id: company.id, interestRate: '3.1' });
    await put(treasury, { company_id: company.id, issuer_code: 'ABC99' });
    await put(await userOf('admin', other.id), { company_id: other.id, company_location: 'Otra ciudad' });

    const res = await history(admin, company.id);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as SettingsChange[];
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: treasury.id,
        user_tin: treasury.tin,
        field: 'issuer_code',
        from: '12345',
        to: 'ABC99',
      }),
      expect.objectContaining({
        user_id: admin.id,
        user_tin: admin.tin,
        field: 'interestRate',
        from: '2.5',
        to: '3.1',
      }),
    ]);
    expect(Date.parse(rows[0]!.at)).toBeGreaterThanOrEqual(Date.parse(rows[1]!.at));
  });

  it('answers the newest 100 changes at most', async () => {
    const company = await createCompany(t.db);
    const admin = await userOf('admin', company.id);
    await recordAudits(
      t.db,
      Array.from({ length: SETTINGS_HISTORY_LIMIT + 20 }, (_, i) => ({
        entityType: 'settings',
        entityId: company.id,
        companyId: company.id,
        actorUserId: admin.id,
        action: 'update',
        changes: { company_location: { from: `Lugar ${i}`, to: `Lugar ${i + 1}` } },
      })),
    );
    const rows = (await history(admin, company.id)).json().rows as SettingsChange[];
    expect(rows).toHaveLength(SETTINGS_HISTORY_LIMIT);
    expect(rows[0]).toMatchObject({ to: `Lugar ${SETTINGS_HISTORY_LIMIT + 20}` });
  });

  it('HR and an employee are 403; a company the caller does not reach is 403; none exists is 404', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    expect((await history(await userOf('hr', company.id), company.id)).statusCode).toBe(403);
    expect((await history(await userOf('employee', company.id), company.id)).statusCode).toBe(403);
    const foreign = await history(await userOf('admin', other.id), company.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('company_forbidden');
    const superAdmin = await userOf('super_admin', company.id);
    expect((await history(superAdmin, 2_000_000_000)).statusCode).toBe(404);
  });
});
