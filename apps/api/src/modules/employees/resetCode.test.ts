/**
 * HR-issued password reset codes and their letter (decision 085): the activation code's rules
 * with a 24-hour life, for an account; staff accounts need manage_auth, a super admin's another
 * super admin.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_ALPHABET, normalizeActivationCode } from '@abono/domain';
import { auditLog, passwordResetCodes } from '../../db/schema';
import { sha256 } from '../../lib/sha256';
import { createCompany, createEmployee, createRole, createUser, loginAs, setUserRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { pdfText } from '../../test/testSupport';

const t = useTestApp();
const CODE_SHAPE = new RegExp(`^([${ACTIVATION_CODE_ALPHABET}]{4}-){2}[${ACTIVATION_CODE_ALPHABET}]{4}$`);

type Role = 'employee' | 'hr' | 'treasury' | 'admin' | 'super_admin';

/** A company, its HR session, and an employee record linked to an account of `role`. */
async function scenario(role: Role = 'employee') {
  const company = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const hrSession = await loginAs(t.app, hr.tin);
  const account = await createUser(t.db, { role, companyIds: [company.id] });
  const employee = await createEmployee(t.db, {
    companyId: company.id,
    userId: account.id,
    tin: account.tin,
    name: 'Rosa Olvido Méndez',
    controlNumber: 'RS-0007',
  });
  return { company, hr, hrHeaders: hrSession.headers, account, employee };
}

function issue(headers: Record<string, string>, employeeId: number | string, companyId: number | string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/reset-code?company_id=${companyId}`,
    headers,
  });
}

function letter(headers: Record<string, string>, employeeId: number, companyId: number, code: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/employees/${employeeId}/reset-code/letter`,
    query: { company_id: String(companyId), code },
    headers,
  });
}

async function storedCode(userId: number) {
  const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  return row;
}

describe('POST /api/employees/{id}/reset-code', () => {
  it('returns the code once, stores only its SHA-256, expires in 24 h and writes an audit row', async () => {
    const { company, hr, hrHeaders, account, employee } = await scenario();
    const before = Date.now();
    const res = await issue(hrHeaders, employee.id, company.id);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ employeeId: number; code: string; expiresAt: string }>();
    expect(body).toEqual({
      employeeId: employee.id,
      code: expect.stringMatching(CODE_SHAPE),
      expiresAt: expect.any(String),
      emailed: false,
    });
    const row = (await storedCode(account.id))!;
    expect(row.codeHash).toBe(sha256(normalizeActivationCode(body.code)));
    expect(JSON.stringify(row)).not.toContain(normalizeActivationCode(body.code));
    const hours = (row.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    expect(new Date(body.expiresAt).getTime()).toBe(row.expiresAt.getTime());
    expect(row.issuedBy).toBe(hr.id);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, employee.id)));
    expect(audits).toEqual([
      expect.objectContaining({ action: 'reset_code_issued', actorUserId: hr.id, companyId: company.id }),
    ]);
    expect(JSON.stringify(audits)).not.toContain(normalizeActivationCode(body.code));
  });

  it('issuing a new code voids the old one (one row per account)', async () => {
    const { company, hrHeaders, account, employee } = await scenario();
    const first = (await issue(hrHeaders, employee.id, company.id)).json<{ code: string }>().code;
    const second = (await issue(hrHeaders, employee.id, company.id)).json<{ code: string }>().code;
    expect(second).not.toBe(first);
    const rows = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(sha256(normalizeActivationCode(second)));
  });

  it('sendByEmail on a server without e-mail: 409 before issuing, the old code still valid', async () => {
    const { company, hrHeaders, account, employee } = await scenario();
    const first = (await issue(hrHeaders, employee.id, company.id)).json<{ code: string }>().code;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${employee.id}/reset-code?company_id=${company.id}`,
      headers: hrHeaders,
      payload: { sendByEmail: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'mail_not_configured', message: expect.stringContaining('correo') });
    expect((await storedCode(account.id))!.codeHash).toBe(sha256(normalizeActivationCode(first)));
    expect((await letter(hrHeaders, employee.id, company.id, first)).statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, employee.id)));
    expect(audits).toHaveLength(1);
  });

  it("another company's employee and a missing one answer the same 404; the company must be the caller's", async () => {
    const { company, hrHeaders } = await scenario();
    const foreign = await scenario();
    const res = await issue(hrHeaders, foreign.employee.id, company.id);
    expect(res.statusCode).toBe(404);
    expect((await issue(hrHeaders, 99_999_999, company.id)).json()).toEqual(res.json());
    // Naming the other company in the query is refused by the guard.
    expect((await issue(hrHeaders, foreign.employee.id, foreign.company.id)).statusCode).toBe(403);
    expect(await storedCode(foreign.account.id)).toBeUndefined();
  });

  it('a record without an account is a clear 409; one’s own account too; without manage_employees 403', async () => {
    const { company, hr, hrHeaders } = await scenario();
    const unlinked = await createEmployee(t.db, { companyId: company.id });
    const res = await issue(hrHeaders, unlinked.id, company.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'no_account', message: expect.stringContaining('cuenta') });
    const own = await createEmployee(t.db, { companyId: company.id, userId: hr.id });
    expect((await issue(hrHeaders, own.id, company.id)).json().error).toBe('own_record_forbidden');

    const { employee, company: c2 } = await scenario();
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [c2.id] });
    expect((await issue((await loginAs(t.app, treasury.tin)).headers, employee.id, c2.id)).statusCode).toBe(403);
    expect((await issue({}, employee.id, c2.id)).statusCode).toBe(401);
    expect((await issue(hrHeaders, 'abc', company.id)).statusCode).toBe(400);
    expect((await issue(hrHeaders, employee.id, 'x\u0000')).statusCode).toBe(400);
  });

  it('a staff account needs manage_auth: plain HR gets 403, a holder of manage_auth may', async () => {
    for (const role of ['hr', 'treasury', 'admin'] as const) {
      const { company, hrHeaders, employee, account } = await scenario(role);
      const res = await issue(hrHeaders, employee.id, company.id);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe('reset_needs_manage_auth');
      expect(await storedCode(account.id)).toBeUndefined();
    }
    // Decided by permissions: a role of any name with manage_employees + manage_auth may.
    const { company, employee } = await scenario('treasury');
    const roleId = await createRole(t.db, ['manage_employees', 'manage_auth']);
    const manager = await createUser(t.db, { companyIds: [company.id] });
    await setUserRole(t.db, manager.id, roleId);
    const res = await issue((await loginAs(t.app, manager.tin)).headers, employee.id, company.id);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a super admin only by another holder of everything: an admin gets 403', async () => {
    const { company, employee, account } = await scenario('super_admin');
    const admin = await createUser(t.db, { role: 'admin', companyIds: [company.id] });
    const refused = await issue((await loginAs(t.app, admin.tin)).headers, employee.id, company.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('reset_needs_super_admin');
    // Even holding manage_auth, without everything.
    const roleId = await createRole(t.db, ['manage_employees', 'manage_auth']);
    const manager = await createUser(t.db, { companyIds: [company.id] });
    await setUserRole(t.db, manager.id, roleId);
    expect((await issue((await loginAs(t.app, manager.tin)).headers, employee.id, company.id)).statusCode).toBe(403);
    expect(await storedCode(account.id)).toBeUndefined();
    const other = await createUser(t.db, { role: 'super_admin' });
    expect((await issue((await loginAs(t.app, other.tin)).headers, employee.id, company.id)).statusCode).toBe(201);
  });

  it('20 parallel issues leave exactly one working code', async () => {
    const { company, hrHeaders, account, employee } = await scenario();
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(hrHeaders, employee.id, company.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const row = (await storedCode(account.id))!;
    const live = answers.filter(
      (a) => sha256(normalizeActivationCode(a.json<{ code: string }>().code)) === row.codeHash,
    );
    expect(live).toHaveLength(1);
  });
});

describe('GET /api/employees/{id}/reset-code/letter', () => {
  it('a one-page PDF with the company, name, control number, code, expiry hour and how to reset', async () => {
    const { company, hrHeaders, employee } = await scenario();
    const { code } = (await issue(hrHeaders, employee.id, company.id)).json<{ code: string }>();
    const res = await letter(hrHeaders, employee.id, company.id, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="carta_restablecimiento_${employee.id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`${company.name} S.A. de C.V.`);
    expect(text).toContain('Rosa Olvido Méndez');
    expect(text).toContain('RS-0007');
    expect(text).toContain(code);
    expect(text).toMatch(/Vence el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
    expect(text).toContain('«¿Olvidaste tu contraseña?»');
    expect(text).toContain('http://localhost:80/login');
  });

  it('refuses a code that is not the current one (wrong, replaced, expired) and other companies', async () => {
    const { company, hrHeaders, employee, account } = await scenario();
    const first = (await issue(hrHeaders, employee.id, company.id)).json<{ code: string }>().code;
    expect((await letter(hrHeaders, employee.id, company.id, 'AAAA-BBBB-CCCC')).statusCode).toBe(422);
    const second = (await issue(hrHeaders, employee.id, company.id)).json<{ code: string }>().code;
    expect((await letter(hrHeaders, employee.id, company.id, first)).json().error).toBe('invalid_reset_code');
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, account.id));
    expect((await letter(hrHeaders, employee.id, company.id, second)).statusCode).toBe(422);

    const other = await scenario();
    expect((await letter(other.hrHeaders, employee.id, other.company.id, second)).statusCode).toBe(404);
    for (const code of ['', 'a\u0000b', 'x'.repeat(1000)]) {
      expect((await letter(hrHeaders, employee.id, company.id, code)).statusCode).toBe(400);
    }
  });
});
