/**
 * GET /api/settings (decision 005), decided through the policy module: every member of the
 * company reads the rate and deadline; only holders of the settings or treasury grant read the
 * issuer code, legal data and HSBC account. Another company is 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  companyId = (await createCompany(t.db, { issuerCode: '12345', interestRate: '2.50' })).id;
  otherCompanyId = (await createCompany(t.db)).id;
});

async function settingsAs(role: 'employee' | 'hr' | 'treasury' | 'admin', company = companyId) {
  const user = await createUser(t.db, { role, companyIds: [companyId] });
  const { headers } = await t.loginAs(user.tin);
  return t.app.inject({ method: 'GET', url: `/api/settings?company_id=${company}`, headers });
}

describe('GET /api/settings', () => {
  it('an employee or HR reads the rate and deadline, never the issuer code, legal data or bank account', async () => {
    for (const role of ['employee', 'hr'] as const) {
      const res = await settingsAs(role);
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toMatchObject({
        company_id: companyId,
        interestRate: '2.5',
        deadline: '2026-12-18',
        issuer_code: null,
        company_legal_name: null,
        company_location: null,
        hsbc_account_number: null,
      });
    }
  });

  it('treasury (treasury grant) and admin (settings grant) read everything', async () => {
    for (const role of ['treasury', 'admin'] as const) {
      const res = await settingsAs(role);
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toMatchObject({
        issuer_code: '12345',
        company_location: 'León, Guanajuato',
        hsbc_account_number: '1234567890',
      });
      expect(res.json().company_legal_name, role).toMatch(/S\.A\. de C\.V\.$/);
    }
  });

  it('another company is 403 even with the settings grant', async () => {
    expect((await settingsAs('admin', otherCompanyId)).statusCode).toBe(403);
  });
});
