/**
 * Redeeming an HR-issued reset code on /login (decision 085): limited per tin and per IP like the
 * login, one-time, 24 hours; success sets the password, kills every session, writes an audit row
 * and the notice, and creates no session.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { auditLog, loginAttempts, notifications, passwordResetCodes } from '../../db/schema';
import { IP_FAILURE_LIMIT, TIN_FAILURE_LIMIT } from '../../core/auth/loginThrottle';
import {
  createCompany,
  createEmployee,
  createUser,
  loginAs,
  newFingerprint,
  refreshCookieHeader,
  TEST_PASSWORD,
} from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const NEW_PASSWORD = 'Nueva#Clave26';

let ipSequence = 0;
/** Each test its own address, so the per-IP limit never couples tests. */
const nextIp = () => `10.85.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

/** An employee with an account and a code HR just issued for it. */
async function scenario() {
  const company = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const hrHeaders = (await loginAs(t.app, hr.tin)).headers;
  const account = await createUser(t.db, { companyIds: [company.id] });
  const employee = await createEmployee(t.db, { companyId: company.id, userId: account.id, tin: account.tin });
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/employees/${employee.id}/reset-code?company_id=${company.id}`,
    headers: hrHeaders,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return { company, hr, hrHeaders, account, employee, code: issued.json<{ code: string }>().code };
}

function reset(body: Record<string, unknown>, remoteAddress = nextIp()) {
  const fingerprint = newFingerprint();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { [FINGERPRINT_HEADER]: fingerprint },
    payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, fingerprint, ...body },
    remoteAddress,
  });
}

function login(tin: string, password: string) {
  const fingerprint = newFingerprint();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: fingerprint },
    payload: { tin, password, fingerprint },
    remoteAddress: nextIp(),
  });
}

describe('POST /api/auth/reset-password', () => {
  it('sets the password, kills every session, creates none, and writes the audit row and the notice', async () => {
    const { company, hr, account, employee, code } = await scenario();
    const before = await loginAs(t.app, account.tin);

    const res = await reset({ tin: account.tin.toLowerCase(), code: code.toLowerCase().replace(/-/g, ' ') });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toBe('');

    // The old access token and refresh token are dead.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: before.headers })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { [FINGERPRINT_HEADER]: before.fingerprint, ...refreshCookieHeader(before.refreshToken) },
    });
    expect(refreshed.statusCode).toBe(401);
    // The old password is refused, the new one works.
    expect((await login(account.tin, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(account.tin, NEW_PASSWORD)).statusCode).toBe(200);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, account.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'password_reset',
        actorUserId: account.id,
        companyId: company.id,
        changes: { employeeId: employee.id, issuedBy: hr.id },
      }),
    ]);
    expect(JSON.stringify(audits)).not.toContain(NEW_PASSWORD);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, account.id));
    expect(notices).toEqual([
      expect.objectContaining({ type: 'account_security', title: 'Se cambió tu contraseña', companyId: null }),
    ]);
  });

  it('a used code answers 409 and counts no attempt; a wrong, expired or other person’s code 422', async () => {
    const { account, code } = await scenario();
    expect((await reset({ tin: account.tin, code })).statusCode).toBe(204);
    const again = await reset({ tin: account.tin, code, password: 'Otra#Clave99', confirmPassword: 'Otra#Clave99' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('reset_code_used');
    expect((await login(account.tin, NEW_PASSWORD)).statusCode).toBe(200);

    const wrong = await reset({ tin: account.tin, code: 'AAAA-BBBB-CCCC' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_reset_code',
      fields: { code: 'auth.error.invalid_reset_code' },
    });

    const other = await scenario();
    // Someone else's right code with this tin, and a tin without an account.
    expect((await reset({ tin: account.tin, code: other.code })).statusCode).toBe(422);
    expect((await reset({ tin: 'XAXX010101000', code: other.code })).statusCode).toBe(422);
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, other.account.id));
    expect((await reset({ tin: other.account.tin, code: other.code })).json().error).toBe('invalid_reset_code');
    expect((await login(other.account.tin, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('expires 24 hours after it was issued (the injected clock)', async () => {
    const { account, code } = await scenario();
    t.clock.set(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    try {
      expect((await reset({ tin: account.tin, code })).statusCode).toBe(422);
    } finally {
      t.clock.set(null);
    }
    expect((await reset({ tin: account.tin, code })).statusCode).toBe(204);
  });

  it('brute force: the tin locks after 5 wrong codes (429 with Retry-After), even for the right code', async () => {
    const { account, code } = await scenario();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        reset({ tin: account.tin, code: `AAAA-BBBB-CC${'CDEFGHJKMN'[i % 10]}${i % 2 ? 'D' : 'E'}` }),
      ),
    );
    const counts = guesses.reduce<Record<number, number>>(
      (a, r) => ({ ...a, [r.statusCode]: (a[r.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 422: TIN_FAILURE_LIMIT, 429: 12 - TIN_FAILURE_LIMIT });
    const locked = await reset({ tin: account.tin, code });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(account.tin, NEW_PASSWORD)).statusCode).toBe(429);
  });

  it('brute force per IP: 50 wrong codes from one address over many tins lock the address', async () => {
    const ip = nextIp();
    const { account, code } = await scenario();
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const res = await reset({ tin: `XAXX0101010${String(i).padStart(2, '0')}`, code: 'AAAA-BBBB-CCCC' }, ip);
      expect(res.statusCode).toBe(422);
    }
    const locked = await reset({ tin: account.tin, code }, ip);
    expect(locked.statusCode).toBe(429);
    expect((await reset({ tin: account.tin, code })).statusCode).toBe(204);
  });

  it('20 parallel presentations of the right code: one resets, 19 get 409, the tin stays unlocked', async () => {
    const { account, code } = await scenario();
    const answers = await Promise.all(Array.from({ length: 20 }, () => reset({ tin: account.tin, code })));
    const counts = answers.reduce<Record<number, number>>(
      (a, r) => ({ ...a, [r.statusCode]: (a[r.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 204: 1, 409: 19 });
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tin, account.tin), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(0);
    expect((await login(account.tin, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset is a success for the tin: failures guessing the forgotten password stop counting', async () => {
    const { account, code } = await scenario();
    for (let i = 0; i < TIN_FAILURE_LIMIT - 1; i++)
      expect((await login(account.tin, `Mala#clave${i}`)).statusCode).toBe(401);
    expect((await reset({ tin: account.tin, code })).statusCode).toBe(204);
    for (let i = 0; i < TIN_FAILURE_LIMIT - 1; i++)
      expect((await login(account.tin, `Otra#mala${i}`)).statusCode).toBe(401);
    // Eight failures in the window, but only four since the reset: not locked.
    expect((await login(account.tin, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a password against the rule of spec 01, a mismatch and hostile input with 400', async () => {
    const { account, code } = await scenario();
    const weak = await reset({ tin: account.tin, code, password: 'corta', confirmPassword: 'corta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'auth.error.password_requirements_not_met' });
    const mismatch = await reset({ tin: account.tin, code, confirmPassword: 'Distinta#123' });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'auth.error.password_mismatch' });
    for (const body of [
      { tin: account.tin, code: 'a\u0000b' },
      { tin: `${account.tin}\u0000`, code },
      { tin: account.tin, code: 'x'.repeat(1_000_000) },
      { tin: account.tin, code, fingerprint: '' },
    ]) {
      expect((await reset(body)).statusCode).toBe(400);
    }
    // Nothing was spent: the code still works.
    expect((await reset({ tin: account.tin, code })).statusCode).toBe(204);
  });
});
