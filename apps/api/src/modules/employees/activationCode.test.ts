/**
 * The RFC claim. Registration never links by tin alone; HR issues a
 * one-time activation code, and tin + code links the person to that employee record.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_ALPHABET, FINGERPRINT_HEADER, normalizeActivationCode } from '@abono/domain';
import { employees, loginAttempts, notifications, userCompanies, users } from '../../db/schema';
import { sha256 } from '../../lib/sha256';
import { TIN_FAILURE_LIMIT } from '../../core/auth/loginThrottle';
import { createCompany, createEmployee, createUser, grantAccess, loginAs, uniqueTin } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const PASSWORD = 'Segura#123';
const CODE_SHAPE = new RegExp(
  `^[${ACTIVATION_CODE_ALPHABET}]{4}-[${ACTIVATION_CODE_ALPHABET}]{4}-[${ACTIVATION_CODE_ALPHABET}]{4}$`,
);

let ipSequence = 0;
/** Each test its own address, so the per-IP registration limit never couples tests. */
const nextIp = () => `10.60.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

async function hrOf(companyId: number) {
  const hr = await createUser(t.db, { role: 'hr', companyIds: [companyId] });
  return loginAs(t.app, hr.tin);
}

function issue(headers: Record<string, string>, employeeId: number | string) {
  return t.app.inject({ method: 'POST', url: `/api/employees/${employeeId}/activation-code`, headers });
}

function register(tin: string, activationCode?: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { [FINGERPRINT_HEADER]: 'activation-device' },
    payload: {
      tin,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fingerprint: 'd',
      ...(activationCode === undefined ? {} : { activationCode }),
    },
    remoteAddress,
  });
}

function link(headers: Record<string, string>, code: unknown, remoteAddress = '10.61.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/employees/link', headers, payload: { code }, remoteAddress });
}

async function employeeRow(id: number) {
  const [row] = await t.db.select().from(employees).where(eq(employees.id, id));
  return row!;
}

/** A company with HR, and an unlinked employee with a tin. */
async function scenario() {
  const company = await createCompany(t.db);
  const hr = await hrOf(company.id);
  const tin = uniqueTin('ACT');
  const employee = await createEmployee(t.db, { companyId: company.id, tin });
  return { company, hr, tin, employee };
}

describe('POST /api/employees/{id}/activation-code', () => {
  it('returns a readable code once, stores only its SHA-256 and a 14-day expiry', async () => {
    const { hr, employee } = await scenario();
    const before = Date.now();
    const res = await issue(hr.headers, employee.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      employeeId: employee.id,
      code: expect.stringMatching(CODE_SHAPE),
      expiresAt: expect.any(String),
    });
    const row = await employeeRow(employee.id);
    expect(row.activationCodeHash).toBe(sha256(normalizeActivationCode(body.code)));
    expect(JSON.stringify(row)).not.toContain(normalizeActivationCode(body.code));
    const days = (row.activationCodeExpiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    expect(new Date(body.expiresAt).getTime()).toBe(row.activationCodeExpiresAt!.getTime());
  });

  it('issuing a new code voids the old one', async () => {
    const { hr, tin, employee } = await scenario();
    const first = (await issue(hr.headers, employee.id)).json().code;
    const second = (await issue(hr.headers, employee.id)).json().code;
    expect(second).not.toBe(first);
    expect((await register(tin, first)).statusCode).toBe(422);
    expect((await register(tin, second)).statusCode).toBe(201);
  });

  it("answers 404 for another company's employee and leaves it untouched; needs manage_employees", async () => {
    const { hr } = await scenario();
    const other = await createCompany(t.db);
    const foreign = await createEmployee(t.db, { companyId: other.id, tin: uniqueTin('AJENO') });
    const res = await issue(hr.headers, foreign.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
    const missing = await issue(hr.headers, 99_999_999);
    expect(missing.json()).toEqual(res.json());
    expect((await employeeRow(foreign.id)).activationCodeHash).toBeNull();

    const company = await createCompany(t.db);
    const mine = await createEmployee(t.db, { companyId: company.id, tin: uniqueTin('EMP') });
    const employeeUser = await createUser(t.db, { companyIds: [company.id] });
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    for (const caller of [employeeUser, treasury]) {
      const session = await loginAs(t.app, caller.tin);
      expect((await issue(session.headers, mine.id)).statusCode, caller.role).toBe(403);
    }
    expect((await issue({}, mine.id)).statusCode).toBe(401);
    expect((await employeeRow(mine.id)).activationCodeHash).toBeNull();
    // super_admin reaches every company.
    const admin = await createUser(t.db, { role: 'super_admin' });
    expect((await issue((await loginAs(t.app, admin.tin)).headers, mine.id)).statusCode).toBe(201);
  });

  it('refuses an employee already linked (409) or without a tin (422), and a bad id (400)', async () => {
    const { company, hr } = await scenario();
    const owner = await createUser(t.db);
    const linked = await createEmployee(t.db, { companyId: company.id, tin: owner.tin, userId: owner.id });
    expect((await issue(hr.headers, linked.id)).json()).toMatchObject({ error: 'employee_already_linked' });
    expect((await issue(hr.headers, linked.id)).statusCode).toBe(409);
    const noTin = await createEmployee(t.db, { companyId: company.id, tin: null });
    const res = await issue(hr.headers, noTin.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('employee_without_tin');
    expect((await issue(hr.headers, 'abc')).statusCode).toBe(400);
  });

  it('20 concurrent issues leave exactly one valid code', async () => {
    const { hr, tin, employee } = await scenario();
    const codes = (await Promise.all(Array.from({ length: 20 }, () => issue(hr.headers, employee.id)))).map((r) => {
      expect(r.statusCode).toBe(201);
      return r.json().code as string;
    });
    expect(new Set(codes).size).toBe(20);
    const stored = (await employeeRow(employee.id)).activationCodeHash;
    const valid = codes.filter((c) => sha256(normalizeActivationCode(c)) === stored);
    expect(valid).toHaveLength(1);
    expect((await register(tin, valid[0])).statusCode).toBe(201);
  });
});

describe('registering with tin + activation code', () => {
  it('links exactly that employee record, grants the company, sends the invite and clears the code', async () => {
    const { company, hr, tin, employee } = await scenario();
    // A second record with the same tin in another company, without a code, stays unlinked.
    const other = await createCompany(t.db);
    const otherRecord = await createEmployee(t.db, { companyId: other.id, tin });
    const code = (await issue(hr.headers, employee.id)).json().code as string;

    // Typed in lower case with spaces: normalized.
    const res = await register(tin, ` ${code.toLowerCase().replace(/-/g, ' ')} `);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), tin, companyIds: [company.id] });

    const row = await employeeRow(employee.id);
    expect(row).toMatchObject({ userId: body.id, activationCodeHash: null, activationCodeExpiresAt: null });
    expect((await employeeRow(otherRecord.id)).userId).toBeNull();
    const access = await t.db.select().from(userCompanies).where(eq(userCompanies.userId, body.id));
    expect(access.map((a) => a.companyId)).toEqual([company.id]);
    const invites = await t.db.select().from(notifications).where(eq(notifications.userId, body.id));
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ type: 'employee_registration_invite', companyId: company.id, isRead: false });

    const session = await loginAs(t.app, tin, PASSWORD);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).json();
    expect(me.companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect(me.employees.map((e: { id: number; companyId: number }) => [e.companyId, e.id])).toEqual([
      [company.id, employee.id],
    ]);
  });

  it('a code is one-time, bound to its tin, and expires', async () => {
    const { hr, tin, employee } = await scenario();
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    // Another tin with this code: refused, and no account is created.
    const thief = uniqueTin('THIEF');
    const stolen = await register(thief, code);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({
      error: 'invalid_activation_code',
      message: expect.stringMatching(/código de activación/),
      fields: { activationCode: 'auth.error.invalid_activation_code' },
    });
    expect(await t.db.select().from(users).where(eq(users.tin, thief))).toEqual([]);

    // Expired: refused too.
    await t.db
      .update(employees)
      .set({ activationCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(employees.id, employee.id));
    expect((await register(tin, code)).statusCode).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.tin, tin))).toEqual([]);

    await t.db
      .update(employees)
      .set({ activationCodeExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(employees.id, employee.id));
    expect((await register(tin, code)).statusCode).toBe(201);
    // Used: a second person with the same tin can't reuse it (tin_taken first, and the code is gone).
    expect((await employeeRow(employee.id)).activationCodeHash).toBeNull();
  });

  it('wrong codes count toward the tin lockout: 429 after 5', async () => {
    const { hr, tin, employee } = await scenario();
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    const wrong = 'ABCD-EFGH-JKMN';
    for (let i = 0; i < TIN_FAILURE_LIMIT; i++) expect((await register(tin, wrong)).statusCode).toBe(422);
    const locked = await register(tin, code);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tin, tin), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(TIN_FAILURE_LIMIT);
    // Without a code the person can still register (and link later, once the lock is over).
    expect((await register(tin)).statusCode).toBe(201);
    expect((await employeeRow(employee.id)).userId).toBeNull();
  });

  it('20 parallel wrong codes for one tin: at most 5 are checked', async () => {
    const { tin } = await scenario();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register(tin, `ABCD-EFGH-JK${ACTIVATION_CODE_ALPHABET[i]}${ACTIVATION_CODE_ALPHABET[i]}`),
      ),
    );
    const counts = responses.reduce<Record<number, number>>(
      (a, r) => ({ ...a, [r.statusCode]: (a[r.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 422: TIN_FAILURE_LIMIT, 429: 20 - TIN_FAILURE_LIMIT });
  });

  it('refuses a malformed code with 400 and an empty one registers without linking', async () => {
    const { tin, employee } = await scenario();
    const bad = await register(tin, 'O0O0-1111-IIII');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ activationCode: 'auth.error.invalid_activation_code' });
    const huge = await register(tin, 'x'.repeat(1_000_000));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await register(tin, 'ABCD\u0000EFGH')).statusCode).toBe(400);
    const res = await register(tin, '');
    expect(res.statusCode).toBe(201);
    expect(res.json().companyIds).toEqual([]);
    expect((await employeeRow(employee.id)).userId).toBeNull();
  });
});

describe('POST /api/employees/link (company onboarding)', () => {
  it("links the caller's own tin with a code, once", async () => {
    const { company, hr, tin, employee } = await scenario();
    const user = await createUser(t.db, { tin });
    const session = await loginAs(t.app, user.tin);
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    const res = await link(session.headers, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyId: company.id });
    expect((await employeeRow(employee.id)).userId).toBe(user.id);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).json();
    expect(me.companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
    const invites = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(invites.map((n) => n.type)).toEqual(['employee_registration_invite']);
    // One-time: presented again it is 409 activation_code_used (decision 047), not a failed guess.
    const again = await link(session.headers, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'activation_code_used',
      message: expect.stringContaining('ya se usó'),
    });
  });

  it("can't link someone else's record: the code is bound to the employee's tin", async () => {
    const { hr, employee } = await scenario();
    const stranger = await createUser(t.db);
    const session = await loginAs(t.app, stranger.tin);
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    expect((await link(session.headers, code)).statusCode).toBe(422);
    expect((await employeeRow(employee.id)).userId).toBeNull();
  });

  it('wrong codes lock the tin (429), and concurrent presentations of one code link once', async () => {
    const { hr, tin, employee } = await scenario();
    const user = await createUser(t.db, { tin });
    const session = await loginAs(t.app, user.tin);
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    const [first, ...rest] = await Promise.all(Array.from({ length: 10 }, () => link(session.headers, code)));
    const all = [first!, ...rest];
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others found the code used (decision 047): 409, never a failed guess.
    expect(all.filter((r) => r.statusCode !== 200).map((r) => r.json().error)).toEqual(
      Array(9).fill('activation_code_used'),
    );
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices).toHaveLength(1);

    const other = await scenario();
    const user2 = await createUser(t.db, { tin: other.tin });
    const s2 = await loginAs(t.app, user2.tin);
    await issue(other.hr.headers, other.employee.id);
    for (let i = 0; i < TIN_FAILURE_LIMIT; i++) expect((await link(s2.headers, 'ABCD-EFGH-JKMN')).statusCode).toBe(422);
    expect((await link(s2.headers, 'ABCD-EFGH-JKMN')).statusCode).toBe(429);
    // The same lockout guards the account's password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [FINGERPRINT_HEADER]: 'x' },
      payload: { tin: user2.tin, password: user2.password, fingerprint: 'x' },
    });
    expect(login.statusCode).toBe(429);
  });

  // One links, 19 answer 409 activation_code_used, nothing counts toward the lockout.
  it('20 parallel links with the right code', async () => {
    const { company, hr, tin, employee } = await scenario();
    const user = await createUser(t.db, { tin });
    const session = await loginAs(t.app, user.tin);
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => link(session.headers, code)));
    expect(answers.filter((r) => r.statusCode === 200).map((r) => r.json())).toEqual([{ companyId: company.id }]);
    const losers = answers.filter((r) => r.statusCode !== 200);
    expect(losers.map((r) => [r.statusCode, r.json().error])).toEqual(Array(19).fill([409, 'activation_code_used']));
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.tin, tin), eq(loginAttempts.succeeded, false))),
    ).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    // The owner is not locked out: the password still signs in, a wrong code still counts once.
    expect((await loginAs(t.app, user.tin)).token).toBeTruthy();
    expect((await link(session.headers, 'ABCD-EFGH-JKMN')).statusCode).toBe(422);
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.tin, tin), eq(loginAttempts.succeeded, false))),
    ).toHaveLength(1);
  });

  // And no failed attempt left.
  it('20 parallel registrations with the right code: one account, linked once', async () => {
    const { company, hr, tin, employee } = await scenario();
    const code = (await issue(hr.headers, employee.id)).json().code as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(tin, code)));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.map((r) => r.json().companyIds)).toEqual([[company.id]]);
    // The losers lost a race (409 tin_taken or activation_code_used) or waited their turn (429); none is a wrong code.
    expect(answers.map((r) => r.statusCode).filter((s) => ![201, 409, 429].includes(s))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.tin, tin), eq(loginAttempts.succeeded, false))),
    ).toEqual([]);
    expect((await register(tin, code)).json().error).toBe('tin_taken');
    expect((await employeeRow(employee.id)).userId).toBe(created[0]!.json().id);
  });

  it('needs a session and a well-formed code', async () => {
    expect((await link({}, 'ABCD-EFGH-JKMN')).statusCode).toBe(401);
    const company = await createCompany(t.db);
    const user = await createUser(t.db);
    await grantAccess(t.db, user.id, company.id);
    const session = await loginAs(t.app, user.tin);
    for (const code of ['', 'short', 42, null, 'ABCD-EFGH-JKM\u0000', 'A'.repeat(100_000)]) {
      const res = await link(session.headers, code);
      expect(res.statusCode, String(code).slice(0, 20)).toBe(400);
    }
    // A 1 MB code is over the JSON body limit: too large, never a 500.
    expect((await link(session.headers, 'A'.repeat(1024 * 1024))).statusCode).toBe(413);
  });
});
