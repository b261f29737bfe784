import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import {
  loginAttempts,
  notifications,
  refreshTokenFamilies,
  refreshTokens,
  userCompanies,
  users,
  employees,
} from '../db/schema';
import { sha256 } from '../lib/sha256';
import { revokeAllSessions } from '../core/auth/revokeAllSessions';
import { lockSeconds } from '../core/auth/loginThrottle';
import {
  TEST_PASSWORD,
  createCompany,
  createEmployee,
  createUser,
  loginAs,
  newFingerprint,
  refreshCookieHeader,
  refreshCookieOf,
  uniqueTin,
} from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

function refreshWith(refreshToken: string, fingerprint: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...refreshCookieHeader(refreshToken), [FINGERPRINT_HEADER]: fingerprint },
  });
}

function attemptLogin(tin: string, password: string, fingerprint = newFingerprint(), remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: fingerprint },
    payload: { tin, password, fingerprint },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /api/auth/login', () => {
  it('returns a 15-minute access token and sets the refresh cookie', async () => {
    const user = await createUser(t.db);
    const fingerprint = newFingerprint();
    const res = await attemptLogin(user.tin, TEST_PASSWORD, fingerprint);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.expiresIn).toBe(900);
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'abono_rt')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/auth');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttlDays = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(29.9);
    expect(ttlDays).toBeLessThanOrEqual(30);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    // The token is stored hashed, never as is.
    const stored = await t.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.some((r) => r.tokenHash === cookie.value)).toBe(false);
  });

  it('sanitizes the tin like the form does', async () => {
    const user = await createUser(t.db);
    const res = await attemptLogin(`  <${user.tin}>  `, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown tin with the same answer', async () => {
    const user = await createUser(t.db);
    const wrong = await attemptLogin(user.tin, 'Otra#clave1');
    const unknown = await attemptLogin(uniqueTin('NOPE'), 'Otra#clave1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a request without the device fingerprint header', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { tin: user.tin, password: TEST_PASSWORD, fingerprint: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('missing_fingerprint');
  });

  it('refuses a deactivated user with 403 user_inactive', async () => {
    const user = await createUser(t.db, { isActive: false });
    const res = await attemptLogin(user.tin, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('user_inactive');
  });

  it('validates the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [FINGERPRINT_HEADER]: 'dev' },
      payload: { tin: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      fields: { tin: 'auth.error.required', password: 'auth.error.required', fingerprint: 'auth.error.required' },
    });
  });
});

describe('login lockout', () => {
  it('locks a tin after 5 failures with 429 and Retry-After, even for the right password', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await attemptLogin(user.tin, 'Mala#clave1', newFingerprint(), `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await attemptLogin(user.tin, TEST_PASSWORD, newFingerprint(), '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too_many_attempts');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('unlocks after the back-off and doubles it on the next failure', async () => {
    const user = await createUser(t.db);
    // Five failures two minutes ago: the 60 s lock is over.
    await t.db.insert(loginAttempts).values(
      Array.from({ length: 5 }, () => ({
        tin: user.tin,
        ip: '10.1.0.1',
        succeeded: false,
        createdAt: new Date(Date.now() - 120_000),
      })),
    );
    const wrong = await attemptLogin(user.tin, 'Mala#clave1', newFingerprint(), '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    const locked = await attemptLogin(user.tin, TEST_PASSWORD, newFingerprint(), '10.1.0.3');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(120);
  });

  it('follows the documented back-off formula', () => {
    expect([4, 5, 6, 7, 8, 9, 20].map(lockSeconds)).toEqual([0, 60, 120, 240, 480, 900, 900]);
  });

  it('a success resets the tin counter', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i++) await attemptLogin(user.tin, 'Mala#clave1', newFingerprint(), '10.2.0.1');
    expect((await attemptLogin(user.tin, TEST_PASSWORD, newFingerprint(), '10.2.0.1')).statusCode).toBe(200);
    expect((await attemptLogin(user.tin, 'Mala#clave1', newFingerprint(), '10.2.0.1')).statusCode).toBe(401);
    expect((await attemptLogin(user.tin, TEST_PASSWORD, newFingerprint(), '10.2.0.1')).statusCode).toBe(200);
  });

  it('locks an IP after 50 failures in 15 minutes', async () => {
    const ip = '10.3.0.9';
    await t.db.insert(loginAttempts).values(
      Array.from({ length: 50 }, (_, i) => ({
        tin: `IPTEST${i}`,
        ip,
        succeeded: false,
        createdAt: new Date(Date.now() - 60_000),
      })),
    );
    const user = await createUser(t.db);
    const res = await attemptLogin(user.tin, TEST_PASSWORD, newFingerprint(), ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(840);
    // Another address is not affected.
    expect((await attemptLogin(user.tin, TEST_PASSWORD, newFingerprint(), '10.3.0.10')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const res = await refreshWith(session.refreshToken, session.fingerprint);
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresIn).toBe(900);
    const next = refreshCookieOf(res);
    expect(next).toBeDefined();
    expect(next).not.toBe(session.refreshToken);
    // The new one works in turn.
    const again = await refreshWith(next!, session.fingerprint);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again after the grace', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const first = await refreshWith(session.refreshToken, session.fingerprint);
    const current = refreshCookieOf(first)!;
    // The rotation happened 11 s ago: past the 10 s reuse grace.
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, sha256(session.refreshToken)));

    const reuse = await refreshWith(session.refreshToken, session.fingerprint);
    expect(reuse.statusCode).toBe(401);
    // Decision 051: the holder is told the session was ended for safety (the login page says so).
    expect(reuse.json().error).toBe('session_ended');

    // The legitimate holder's newest token is dead too.
    const afterReuse = await refreshWith(current, session.fingerprint);
    expect(afterReuse.statusCode).toBe(401);
    const families = await t.db
      .select({ revokedReason: refreshTokenFamilies.revokedReason })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, user.id));
    expect(families.map((f) => f.revokedReason)).toEqual(['reuse']);
  });

  it('gives two simultaneous refreshes the same successor (reuse grace)', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const results = await Promise.all([
      refreshWith(session.refreshToken, session.fingerprint),
      refreshWith(session.refreshToken, session.fingerprint),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(refreshCookieOf(results[0]!)).toBe(refreshCookieOf(results[1]!));
  });

  it('refuses a refresh from a different device fingerprint', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const res = await refreshWith(session.refreshToken, 'another-device');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('session_ended');
    // A cookie seen on another device is treated as stolen: the family is gone.
    expect((await refreshWith(session.refreshToken, session.fingerprint)).statusCode).toBe(401);
  });

  it('refuses a missing fingerprint, a missing cookie and an unknown token', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const noFingerprint = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(session.refreshToken),
    });
    expect(noFingerprint.statusCode).toBe(400);
    expect(noFingerprint.json().error).toBe('missing_fingerprint');
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { [FINGERPRINT_HEADER]: 'x' },
    });
    expect(noCookie.statusCode).toBe(401);
    expect((await refreshWith('not-a-real-token', session.fingerprint)).statusCode).toBe(401);
  });

  it('refuses an expired family (absolute lifetime)', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    await t.db
      .update(refreshTokenFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokenFamilies.userId, user.id));
    expect((await refreshWith(session.refreshToken, session.fingerprint)).statusCode).toBe(401);
  });

  it('refuses a deactivated user', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refreshWith(session.refreshToken, session.fingerprint)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the refresh cookie stops working and is cleared', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...session.headers, ...refreshCookieHeader(session.refreshToken) },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'abono_rt')!;
    expect(cleared.value).toBe('');
    expect((await refreshWith(session.refreshToken, session.fingerprint)).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });
});

describe('revokeAllSessions', () => {
  it('kills access tokens and refresh families of every device', async () => {
    const user = await createUser(t.db);
    const a = await loginAs(t.app, user.tin);
    const b = await loginAs(t.app, user.tin);
    await revokeAllSessions(t.db, user.id, new Date());
    for (const s of [a, b]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: s.headers })).statusCode).toBe(401);
      expect((await refreshWith(s.refreshToken, s.fingerprint)).statusCode).toBe(401);
    }
    // A new login works and carries the new token version.
    const c = await loginAs(t.app, user.tin);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: c.headers })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses garbage, foreign signatures and the none algorithm', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const [header, payload] = session.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of ['garbage', none, tampered]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const noScheme = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: session.token },
    });
    expect(noScheme.statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  function register(payload: Record<string, unknown>, fingerprint: string | null = 'register-device') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: fingerprint ? { [FINGERPRINT_HEADER]: fingerprint } : {},
      payload,
    });
  }

  it('creates an employee user and never links employee records by tin alone', async () => {
    const a = await createCompany(t.db, { name: 'Alfa S.A.' });
    const b = await createCompany(t.db, { name: 'Beta S.A.' });
    const tin = uniqueTin('REG');
    const ea = await createEmployee(t.db, { companyId: a.id, tin });
    const eb = await createEmployee(t.db, { companyId: b.id, tin });

    const res = await register({ tin, password: 'Segura#123', confirmPassword: 'Segura#123', fingerprint: 'd' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), tin, companyIds: [] });

    const [user] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(user!.email).toBeNull();
    expect(user!.phone).toBeNull();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Knowing an RFC gives nothing: no company, no employee record, no invite.
    expect(await t.db.select().from(userCompanies).where(eq(userCompanies.userId, body.id))).toEqual([]);
    const records = await t.db
      .select({ id: employees.id, userId: employees.userId })
      .from(employees)
      .where(eq(employees.tin, tin));
    expect(records.sort((x, y) => x.id - y.id)).toEqual(
      [
        { id: ea.id, userId: null },
        { id: eb.id, userId: null },
      ].sort((x, y) => x.id - y.id),
    );
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, body.id))).toEqual([]);

    // Logs in; the session user is an employee needing profile onboarding, with no company.
    const session = await loginAs(t.app, tin, 'Segura#123');
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).json();
    expect(me).toMatchObject({ role: 'employee', needsOnboarding: true, companies: [], employees: [] });
  });

  it('a tin without employee records registers with no company', async () => {
    const tin = uniqueTin('SOLO');
    const res = await register({ tin, password: 'Segura#123', confirmPassword: 'Segura#123', fingerprint: 'd' });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyIds).toEqual([]);
  });

  it('refuses a taken tin with 409 tin_taken', async () => {
    const user = await createUser(t.db);
    const res = await register({
      tin: user.tin,
      password: 'Segura#123',
      confirmPassword: 'Segura#123',
      fingerprint: 'd',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('tin_taken');
  });

  it('applies the password rules with their message keys', async () => {
    const tin = uniqueTin('VAL');
    const weak = await register({ tin, password: 'sinespecial', confirmPassword: 'sinespecial', fingerprint: 'd' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'auth.error.password_requirements_not_met' });

    const short = await register({ tin, password: 'a#1', confirmPassword: 'a#1', fingerprint: 'd' });
    expect(short.json().fields).toEqual({ password: 'auth.error.password_requirements_not_met' });

    const mismatch = await register({ tin, password: 'Segura#123', confirmPassword: 'Segura#124', fingerprint: 'd' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'auth.error.password_mismatch' });

    const empty = await register({ tin: '  <>  ', password: '', confirmPassword: '', fingerprint: 'd' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ tin: 'auth.error.required', password: 'auth.error.required' });

    const noFingerprint = await register(
      { tin, password: 'Segura#123', confirmPassword: 'Segura#123', fingerprint: 'd' },
      null,
    );
    expect(noFingerprint.statusCode).toBe(400);
    expect(noFingerprint.json().error).toBe('missing_fingerprint');

    const [created] = await t.db.select().from(users).where(eq(users.tin, tin));
    expect(created).toBeUndefined();
  });
});
