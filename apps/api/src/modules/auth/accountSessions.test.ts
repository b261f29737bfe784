/**
 * "Mis sesiones" (decision 084) on real PostgreSQL: the list (device, browser, first and last use,
 * this one marked), ending one session or all the others, each ended session's access token
 * refused at its next request, and another user's session id answered as one that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER, type AccountSession } from '@abono/domain';
import { sha256 } from '../../lib/sha256';
import { createUser, newFingerprint, refreshCookieHeader, refreshCookieOf, type Session } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A login from a browser that says who it is. */
async function loginWith(tin: string, userAgent: string, password = 'Prueba#2026'): Promise<Session> {
  const fingerprint = newFingerprint();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: fingerprint, 'user-agent': userAgent },
    payload: { tin, password, fingerprint },
  });
  expect(res.statusCode).toBe(200);
  const token = res.json().accessToken as string;
  return {
    token,
    refreshToken: refreshCookieOf(res)!,
    fingerprint,
    headers: { authorization: `Bearer ${token}`, [FINGERPRINT_HEADER]: fingerprint },
  };
}

const list = async (session: Session) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: session.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { sessions: AccountSession[] }).sessions;
};
const end = (session: Session, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: session.headers });
const endOthers = (session: Session) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: session.headers });
const me = (session: Session) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
const refresh = (session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...refreshCookieHeader(session.refreshToken), [FINGERPRINT_HEADER]: session.fingerprint },
  });

describe('GET /api/auth/sessions', () => {
  it("lists the user's live sessions, this one first and marked, with device, browser and both instants", async () => {
    const user = await createUser(t.db);
    const laptop = await loginWith(user.tin, CHROME);
    const phone = await loginWith(user.tin, FIREFOX);
    const gone = await loginWith(user.tin, 'curl/8.5.0');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gone.headers });
    await loginWith((await createUser(t.db)).tin, CHROME);

    const sessions = await list(phone);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Firefox 128 (Linux)',
      device: sha256(phone.fingerprint).slice(0, 8).toUpperCase(),
    });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Chrome 131 (Windows)' });
    for (const s of sessions) {
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // The laptop sees the same two, itself marked.
    expect((await list(laptop)).map((s) => s.current)).toEqual([true, false]);
  });

  it('a refresh is the last use', async () => {
    const user = await createUser(t.db);
    const session = await loginWith(user.tin, CHROME);
    const [before] = await list(session);
    t.clock.set(new Date(Date.now() + 5 * 60_000));
    try {
      const renewed = await refresh(session);
      expect(renewed.statusCode).toBe(200);
      const [after] = await list(session);
      expect(Date.parse(after!.lastUsedAt)).toBeGreaterThan(Date.parse(before!.lastUsedAt));
      expect(after!.createdAt).toBe(before!.createdAt);
    } finally {
      t.clock.set(null);
    }
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('ends it: its access token is 401 at the next request, its refresh fails; this one goes on', async () => {
    const user = await createUser(t.db);
    const laptop = await loginWith(user.tin, CHROME);
    const phone = await loginWith(user.tin, FIREFOX);
    const phoneId = (await list(laptop)).find((s) => !s.current)!.id;

    const res = await end(laptop, phoneId);
    expect(res.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    const refused = await refresh(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('session_ended');

    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.id)).not.toContain(phoneId);
    // Ended already: there is nothing left to end.
    expect((await end(laptop, phoneId)).statusCode).toBe(404);
  });

  it("another user's session id is 404 and that session goes on; a malformed id is 400", async () => {
    const mine = await loginWith((await createUser(t.db)).tin, CHROME);
    const theirs = await loginWith((await createUser(t.db)).tin, CHROME);
    const theirId = (await list(theirs))[0]!.id;

    const res = await end(mine, theirId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await refresh(theirs)).statusCode).toBe(200);

    expect((await end(mine, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const bad of ['1', 'not-a-uuid', '%00']) expect((await end(mine, bad)).statusCode, bad).toBe(400);
    const huge = await end(mine, 'a'.repeat(5000));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('ending this session is a logout', async () => {
    const user = await createUser(t.db);
    const session = await loginWith(user.tin, CHROME);
    const [current] = await list(session);
    expect((await end(session, current!.id)).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('ends every session but this one, of this user only; 20 at once are no 500', async () => {
    const user = await createUser(t.db);
    const laptop = await loginWith(user.tin, CHROME);
    const others = [await loginWith(user.tin, FIREFOX), await loginWith(user.tin, CHROME)];
    const stranger = await loginWith((await createUser(t.db)).tin, CHROME);

    const responses = await Promise.all(Array.from({ length: 20 }, () => endOthers(laptop)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));

    for (const other of others) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
    expect((await me(laptop)).statusCode).toBe(200);
    expect(await list(laptop)).toEqual([expect.objectContaining({ current: true })]);
    expect((await me(stranger)).statusCode).toBe(200);
  });
});
