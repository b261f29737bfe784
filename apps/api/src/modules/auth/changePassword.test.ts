/**
 * PUT /api/auth/password (decision 083) on real PostgreSQL: the register rule, a wrong current
 * password counted toward the login lockout, every other session ended while this one goes on
 * after one refresh, the audit row and the owner's notice, and 20 changes at once.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { auditLog, loginAttempts, notifications, users } from '../../db/schema';
import { verifyPassword } from '../../core/auth/password';
import { TIN_FAILURE_LIMIT } from '../../core/auth/loginThrottle';
import { createUser, refreshCookieHeader, type Session } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const NEW_PASSWORD = 'Nueva#Clave2026';

const change = (session: Session, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: session.headers, payload, remoteAddress });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const refresh = (session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...refreshCookieHeader(session.refreshToken), [FINGERPRINT_HEADER]: session.fingerprint },
  });
const login = (tin: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: 'device-x' },
    payload: { tin, password, fingerprint: 'device-x' },
  });
const valid = (current: string) => ({
  currentPassword: current,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
});

describe('PUT /api/auth/password refuses', () => {
  it('a wrong current password: 422, counted toward the login lockout, which then locks both paths', async () => {
    const user = await createUser(t.db);
    const session = await t.loginAs(user.tin);
    const wrong = await change(session, valid('Equivocada#1'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error: 'current_password_incorrect',
      message: 'La contraseña actual no es correcta.',
    });
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tin, user.tin), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(1);

    for (let i = 1; i < TIN_FAILURE_LIMIT; i++)
      expect((await change(session, valid(`Mala#${i}xxx`))).statusCode).toBe(422);
    // Locked: even the right current password is refused unchecked, and so is a login.
    const locked = await change(session, valid(user.password));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.tin, user.password)).statusCode).toBe(429);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.hash, user.password)).toBe(true);
  });

  it('failed logins count toward it too: one lockout for the tin', async () => {
    const user = await createUser(t.db);
    const session = await t.loginAs(user.tin);
    for (let i = 0; i < TIN_FAILURE_LIMIT; i++) expect((await login(user.tin, `Mala#${i}xxx`)).statusCode).toBe(401);
    expect((await change(session, valid(user.password))).statusCode).toBe(429);
  });

  it('a mismatched confirmation, a weak password, a missing field, NUL bytes, 1 MB strings: 4xx', async () => {
    const user = await createUser(t.db);
    const session = await t.loginAs(user.tin);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: 'Otra#Clave2026' },
        { confirmPassword: 'auth.error.password_mismatch' },
      ],
      [
        { currentPassword: user.password, newPassword: 'sinespecial', confirmPassword: 'sinespecial' },
        { newPassword: 'auth.error.password_requirements_not_met' },
      ],
      [
        { currentPassword: user.password, newPassword: 'C#rta', confirmPassword: 'C#rta' },
        { newPassword: 'auth.error.password_requirements_not_met' },
      ],
      [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { currentPassword: 'auth.error.required' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await change(session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields });
    }
    for (const payload of [
      { currentPassword: user.password, newPassword: 'Nueva#\u0000Clave', confirmPassword: 'Nueva#\u0000Clave' },
      { currentPassword: 'x'.repeat(1_000_000), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    ]) {
      const res = await change(session, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // Nothing of that was a password guess, and the password is unchanged.
    const guesses = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tin, user.tin), eq(loginAttempts.succeeded, false)));
    expect(guesses).toHaveLength(0);
    expect((await login(user.tin, user.password)).statusCode).toBe(200);
  });

  it('without a session: 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/password', payload: valid('x') });
    expect(res.statusCode).toBe(401);
  });
});

describe('a changed password', () => {
  it('ends every other session (refresh and access token) while this one goes on after one refresh', async () => {
    const user = await createUser(t.db);
    const laptop = await t.loginAs(user.tin);
    const phone = await t.loginAs(user.tin);
    const other = await t.loginAs((await createUser(t.db)).tin);

    const res = await change(laptop, valid(user.password));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    // The other session: its access token at the next request, and its refresh.
    expect((await me(phone.headers)).statusCode).toBe(401);
    const phoneRefresh = await refresh(phone);
    expect(phoneRefresh.statusCode).toBe(401);
    expect(phoneRefresh.json().error).toBe('session_ended');

    // This session: its old access token carries the old token version; one refresh renews it.
    const renewed = await refresh(laptop);
    expect(renewed.statusCode).toBe(200);
    const headers = { ...laptop.headers, authorization: `Bearer ${renewed.json().accessToken as string}` };
    expect((await me(headers)).statusCode).toBe(200);

    // Another user's session is untouched.
    expect((await me(other.headers)).statusCode).toBe(200);

    // The new password signs in, the old one does not.
    expect((await login(user.tin, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.tin, user.password)).statusCode).toBe(401);
  });

  it('writes one audit row and tells the owner "Se cambió tu contraseña"', async () => {
    const user = await createUser(t.db);
    const session = await t.loginAs(user.tin);
    await t.loginAs(user.tin);
    expect((await change(session, valid(user.password))).statusCode).toBe(204);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'change_password',
      actorUserId: user.id,
      companyId: null,
      changes: { ended_sessions: 1 },
    });
    expect(JSON.stringify(audits[0]!.changes)).not.toContain(NEW_PASSWORD);

    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'account_security', title: 'Se cambió tu contraseña', companyId: null });
    // The notice shows in the bell through the API.
    const renewed = await refresh(session);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...session.headers, authorization: `Bearer ${renewed.json().accessToken as string}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().notifications[0]).toMatchObject({ type: 'account_security', title: 'Se cambió tu contraseña' });
  });

  it('20 identical changes at once: none is a 500, exactly one wins, and the new password holds', async () => {
    const user = await createUser(t.db);
    const session = await t.loginAs(user.tin);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(session, valid(user.password), `10.40.0.${i + 1}`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(
      codes.every((c) => [204, 409, 422, 429].includes(c)),
      codes.join(','),
    ).toBe(true);
    expect(codes.filter((c) => c === 204)).toHaveLength(1);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.hash, NEW_PASSWORD)).toBe(true);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });
});
