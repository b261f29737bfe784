/**
 * 03-decisions.md §1 (decision 051): logging out or a detected refresh reuse ends
 * THAT session's access token at its next request, not 15 minutes later; the user's other
 * sessions go on; revoking every session still works; and a refused refresh says why.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { refreshTokens, users } from '../db/schema';
import { sha256 } from '../lib/sha256';
import { signAccessToken } from '../core/auth/accessToken';
import { revokeAllSessions } from '../core/auth/revokeAllSessions';
import { createUser, loginAs, refreshCookieHeader, refreshCookieOf, type Session } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const count = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/count', headers });
const refreshWith = (refreshToken: string, fingerprint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...refreshCookieHeader(refreshToken), [FINGERPRINT_HEADER]: fingerprint },
  });
const logout = (session: Session, withCookie = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { ...session.headers, ...(withCookie ? refreshCookieHeader(session.refreshToken) : {}) },
  });

/** Moves the token's rotation 11 s into the past: beyond the 10 s reuse grace (decision 009). */
async function outsideGrace(refreshToken: string) {
  await t.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - 11_000) })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
}

describe('logout ends the access token of that session at once', () => {
  it('the old access token is 401 on the very next request; another session of the same user goes on', async () => {
    const user = await createUser(t.db);
    const laptop = await loginAs(t.app, user.tin);
    const phone = await loginAs(t.app, user.tin);
    expect((await me(laptop.headers)).statusCode).toBe(200);

    expect((await logout(laptop)).statusCode).toBe(200);
    const after = await me(laptop.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('unauthorized');
    // The hottest call too.
    expect((await count(laptop.headers)).statusCode).toBe(401);

    expect((await me(phone.headers)).statusCode).toBe(200);
    expect((await refreshWith(phone.refreshToken, phone.fingerprint)).statusCode).toBe(200);
  });

  it('without the cookie the bearer alone still ends its own session (not another one)', async () => {
    const user = await createUser(t.db);
    const a = await loginAs(t.app, user.tin);
    const b = await loginAs(t.app, user.tin);
    expect((await logout(a, false)).statusCode).toBe(200);
    expect((await me(a.headers)).statusCode).toBe(401);
    const refused = await refreshWith(a.refreshToken, a.fingerprint);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('invalid_refresh_token');
    expect((await me(b.headers)).statusCode).toBe(200);
  });

  it("another user's cookie at logout ends nothing of theirs", async () => {
    const mine = await loginAs(t.app, (await createUser(t.db)).tin);
    const theirs = await loginAs(t.app, (await createUser(t.db)).tin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...mine.headers, ...refreshCookieHeader(theirs.refreshToken) },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(theirs.headers)).statusCode).toBe(200);
    expect((await refreshWith(theirs.refreshToken, theirs.fingerprint)).statusCode).toBe(200);
  });
});

describe('a detected refresh reuse ends the access tokens of that family', () => {
  it('outside the grace: the family’s access tokens (old and rotated) are 401; another session goes on', async () => {
    const user = await createUser(t.db);
    const victim = await loginAs(t.app, user.tin);
    const other = await loginAs(t.app, user.tin);
    const rotated = await refreshWith(victim.refreshToken, victim.fingerprint);
    expect(rotated.statusCode).toBe(200);
    const newAccess = { ...victim.headers, authorization: `Bearer ${rotated.json().accessToken as string}` };
    expect((await me(newAccess)).statusCode).toBe(200);

    await outsideGrace(victim.refreshToken);
    const reuse = await refreshWith(victim.refreshToken, victim.fingerprint);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe('session_ended');

    expect((await me(victim.headers)).statusCode).toBe(401);
    expect((await me(newAccess)).statusCode).toBe(401);
    expect((await refreshWith(refreshCookieOf(rotated)!, victim.fingerprint)).json().error).toBe('session_ended');
    expect((await me(other.headers)).statusCode).toBe(200);
  });

  it('within the grace (two tabs) nothing is ended', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const [a, b] = await Promise.all([
      refreshWith(session.refreshToken, session.fingerprint),
      refreshWith(session.refreshToken, session.fingerprint),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await me(session.headers)).statusCode).toBe(200);
    expect(
      (await me({ ...session.headers, authorization: `Bearer ${b.json().accessToken as string}` })).statusCode,
    ).toBe(200);
  });
});

describe('revoking every session and forged session ids', () => {
  it('revokeAllSessions still kills every access token; the refresh then says the access was revoked', async () => {
    const user = await createUser(t.db);
    const a = await loginAs(t.app, user.tin);
    const b = await loginAs(t.app, user.tin);
    // What the account revoke does (accessService): inactive, then every session killed.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await revokeAllSessions(t.db, user.id, new Date());
    for (const s of [a, b]) {
      expect((await me(s.headers)).statusCode).toBe(401);
      const res = await refreshWith(s.refreshToken, s.fingerprint);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'session_revoked', message: expect.stringContaining('Se revocó el acceso') });
    }
  });

  it('every session closed on an active account: session_ended', async () => {
    const user = await createUser(t.db);
    const a = await loginAs(t.app, user.tin);
    await revokeAllSessions(t.db, user.id, new Date());
    expect((await refreshWith(a.refreshToken, a.fingerprint)).json().error).toBe('session_ended');
  });

  it("a validly signed token naming another user's live session, or none that exists, is 401", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const theirs = await loginAs(t.app, other.tin);
    const theirSid = JSON.parse(Buffer.from(theirs.token.split('.')[1]!, 'base64url').toString()).sid as string;
    for (const sessionId of [theirSid, '00000000-0000-4000-8000-000000000000']) {
      const forged = signAccessToken(t.jwtSecret, { userId: user.id, tokenVersion: 0, sessionId });
      expect((await me({ authorization: `Bearer ${forged}`, [FINGERPRINT_HEADER]: 'x' })).statusCode, sessionId).toBe(
        401,
      );
    }
  });
});
