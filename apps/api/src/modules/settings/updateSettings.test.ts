/**
 * PUT /api/settings (spec 02 §7, §5 validation; decision 071) on real PostgreSQL: the fields sent
 * are merged into the stored settings, each real change audited, bad input refused with the field's
 * message and nothing stored; only holders of the settings grant of that company may write.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '@abono/domain';
import { auditLog, companySettings, loans } from '../../db/schema';
import { createCompany, createLoan, createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
/** A fixed business day, so the deadline window (today … 31 December) is known. */
const TODAY = '2026-11-20';

beforeAll(() => t.clock.set(TODAY));
afterAll(() => t.clock.set(null));

async function userOf(role: RoleName, companyId: number): Promise<TestUser> {
  return createUser(t.db, { role, companyIds: [companyId] });
}

async function put(user: TestUser, body: Record<string, unknown>) {
  const { headers } = await t.loginAs(user.tin);
  return t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: body });
}

async function storedRow(companyId: number) {
  const [row] = await t.db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  return row!;
}

async function auditsOf(companyId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, companyId)))
    .orderBy(asc(auditLog.id));
}

describe('PUT /api/settings', () => {
  it('treasury saves the issuer code of a company without one, trimmed and as typed; GET shows it', async () => {
    const company = await createCompany(t.db, { issuerCode: null });
    const treasury = await userOf('treasury', company.id);
    const res = await put(treasury, { company_id: company.id, issuer_code: '  ab12c ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ company_id: company.id, issuer_code: 'ab12c', interestRate: '2.5' });

    const { headers } = await t.loginAs(treasury.tin);
    const read = await t.app.inject({ method: 'GET', url: `/api/settings?company_id=${company.id}`, headers });
    expect(read.json()).toMatchObject({ issuer_code: 'ab12c', deadline: '2026-12-18' });
    const audits = await auditsOf(company.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: company.id,
      actorUserId: treasury.id,
      action: 'update',
      changes: { issuer_code: { from: null, to: 'ab12c' } },
    });
    expect(audits[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('merges: the fields not sent keep their stored values', async () => {
    const company = await createCompany(t.db, { issuerCode: '12345', interestRate: '3.25' });
    const before = await storedRow(company.id);
    const res = await put(await userOf('admin', company.id), { company_id: company.id, company_location: 'Celaya' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await storedRow(company.id);
    expect(after).toMatchObject({ ...before, companyLocation: 'Celaya', updatedAt: expect.any(Date) });
    expect(res.json()).toMatchObject({
      interestRate: '3.25',
      deadline: '2026-12-18',
      issuer_code: '12345',
      company_location: 'Celaya',
      company_legal_name: before.companyLegalName,
      hsbc_account_number: '1234567890',
    });
  });

  it.each([
    ['2 characters', '12', 'settings.error.issuer_code_invalid'],
    ['11 characters', '12345678901', 'settings.error.issuer_code_invalid'],
    ['a hyphen', 'AB-12', 'settings.error.issuer_code_invalid'],
    ['an accented letter', 'ÑANDU', 'settings.error.issuer_code_invalid'],
    ['1 MB', 'x'.repeat(1_000_000), 'settings.error.issuer_code_invalid'],
    // NUL is refused before any field rule, with the one message every text field gives it (safeString).
    ['a NUL byte', 'AB\u0000C', 'errors.invalid_text'],
    ['a number', 12345, 'errors.required'],
    ['an empty text', '   ', 'errors.required'],
  ])('an issuer code with %s is 400 with its field message and nothing is stored', async (_, code, key) => {
    const company = await createCompany(t.db, { issuerCode: null });
    const before = await storedRow(company.id);
    const res = await put(await userOf('treasury', company.id), { company_id: company.id, issuer_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', fields: { issuer_code: key } });
    expect(await storedRow(company.id)).toEqual(before);
    expect(await auditsOf(company.id)).toEqual([]);
  });

  it('an HSBC account of 9 digits is 400; an empty one clears it', async () => {
    const company = await createCompany(t.db);
    const admin = await userOf('admin', company.id);
    const bad = await put(admin, { company_id: company.id, hsbc_account_number: '123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ hsbc_account_number: 'settings.error.hsbc_account_invalid' });
    expect((await storedRow(company.id)).hsbcAccountNumber).toBe('1234567890');

    const cleared = await put(admin, { company_id: company.id, hsbc_account_number: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().hsbc_account_number).toBeNull();
    // The audit row never holds the whole account number.
    expect((await auditsOf(company.id)).map((a) => a.changes)).toEqual([
      { hsbc_account_number: { from: '…7890', to: null } },
    ]);
  });

  it("checks the deadline against the clock: past or beyond the cycle's year end is 400, nothing stored", async () => {
    const company = await createCompany(t.db);
    const admin = await userOf('admin', company.id);
    for (const [deadline, key] of [
      ['2026-11-19', 'settings.error.deadline_past'],
      // From 1 October the window runs to 31 December of next year (the savings-fund cycle, decision 075).
      ['2028-01-01', 'settings.error.deadline_after_year_end'],
      ['2026-02-30', 'errors.invalid_date'],
    ]) {
      const res = await put(admin, { company_id: company.id, interestRate: '4', deadline });
      expect(res.statusCode, deadline).toBe(400);
      expect(res.json().fields, deadline).toEqual({ deadline: key });
    }
    expect(await storedRow(company.id)).toMatchObject({ deadline: '2026-12-18', interestRate: '2.5000' });
    const ok = await put(admin, { company_id: company.id, deadline: TODAY });
    expect(ok.json().deadline).toBe(TODAY);
  });

  it('HR, an employee and treasury of another company are 403; nothing is stored', async () => {
    const company = await createCompany(t.db, { issuerCode: null });
    const other = await createCompany(t.db);
    const body = { company_id: company.id, issuer_code: 'ABC12' };
    const hr = await put(await userOf('hr', company.id), body);
    expect(hr.statusCode).toBe(403);
    expect(hr.json().error).toBe('forbidden');
    expect((await put(await userOf('employee', company.id), body)).statusCode).toBe(403);
    const foreign = await put(await userOf('treasury', other.id), body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('company_forbidden');
    expect((await storedRow(company.id)).issuerCode).toBeNull();
    expect(await auditsOf(company.id)).toEqual([]);
  });

  it('a company that does not exist is 404 even for whoever reaches every company', async () => {
    const anyCompany = await createCompany(t.db);
    const res = await put(await userOf('super_admin', anyCompany.id), {
      company_id: 2_000_000_000,
      issuer_code: 'ABC',
    });
    expect(res.statusCode).toBe(404);
  });

  // None for a field sent unchanged or a PUT that changes nothing.
  it('writes one audit row per changed field', async () => {
    const company = await createCompany(t.db, { issuerCode: '12345', interestRate: '2.5' });
    const admin = await userOf('admin', company.id);
    const body = { company_id: company.id, interestRate: '002.50', issuer_code: '12345', deadline: '2026-12-31' };
    expect((await put(admin, body)).statusCode).toBe(200);
    expect((await put(admin, { ...body, interestRate: '3.1250' })).statusCode).toBe(200);
    expect((await put(admin, { ...body, interestRate: '3.125' })).statusCode).toBe(200);
    expect((await put(admin, { company_id: company.id })).statusCode).toBe(200);
    const audits = await auditsOf(company.id);
    expect(audits.map((a) => a.changes)).toEqual([
      { deadline: { from: '2026-12-18', to: '2026-12-31' } },
      { interestRate: { from: '2.5', to: '3.125' } },
    ]);
    expect(audits.every((a) => a.actorUserId === admin.id)).toBe(true);
  });

  it("a rate or deadline change leaves existing loans' figures as they were", async () => {
    const company = await createCompany(t.db);
    const loan = await createLoan(t.db, { companyId: company.id, status: 'confirmed' });
    const [before] = await t.db.select().from(loans).where(eq(loans.id, loan.id));
    const res = await put(await userOf('admin', company.id), {
      company_id: company.id,
      interestRate: '9.75',
      deadline: '2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(after).toEqual(before);
  });

  it('20 identical PUTs at once: all succeed, the row holds the value, one audit row', async () => {
    const company = await createCompany(t.db, { issuerCode: null });
    const treasury = await userOf('treasury', company.id);
    const { headers } = await t.loginAs(treasury.tin);
    const body = { company_id: company.id, issuer_code: 'ZX900', company_legal_name: 'Nueva Razón S.A.' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: body })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await storedRow(company.id)).toMatchObject({ issuerCode: 'ZX900', companyLegalName: 'Nueva Razón S.A.' });
    expect((await auditsOf(company.id)).map((a) => Object.keys(a.changes)[0]).sort()).toEqual([
      'company_legal_name',
      'issuer_code',
    ]);
  });
});

describe('PUT /api/settings: the savings-fund cycle and the rate ceiling (decision 075)', () => {
  afterAll(() => t.clock.set(TODAY));

  it.each([
    ['2026-09-30', '2026-12-31', '2027-01-01'],
    ['2026-10-01', '2027-12-31', '2028-01-01'],
  ])('on %s the deadline may be %s but not %s', async (today, last, tooLate) => {
    t.clock.set(today);
    const company = await createCompany(t.db);
    const admin = await userOf('admin', company.id);
    const refused = await put(admin, { company_id: company.id, deadline: tooLate });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ deadline: 'settings.error.deadline_after_year_end' });
    const saved = await put(admin, { company_id: company.id, deadline: last });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().deadline).toBe(last);
  });

  it('the rate is 0 to 100 with up to 4 decimals; above 100 is 400 and nothing is stored', async () => {
    const company = await createCompany(t.db, { interestRate: '2.5' });
    const admin = await userOf('admin', company.id);
    for (const [rate, key] of [
      ['100.0001', 'settings.error.interest_rate_too_high'],
      ['150', 'settings.error.interest_rate_too_high'],
      ['1.23456', 'settings.error.interest_rate_invalid'],
      ['-0.5', 'settings.error.interest_rate_negative'],
    ]) {
      const res = await put(admin, { company_id: company.id, interestRate: rate });
      expect(res.statusCode, rate).toBe(400);
      expect(res.json().fields, rate).toEqual({ interestRate: key });
    }
    expect((await storedRow(company.id)).interestRate).toBe('2.5000');
    const top = await put(admin, { company_id: company.id, interestRate: '100' });
    expect(top.json().interestRate).toBe('100');
    const zero = await put(admin, { company_id: company.id, interestRate: '0.0000' });
    expect(zero.json().interestRate).toBe('0');
  });
});
