/**
 * Decision 009: two tabs refreshing at once must not log the user out.
 * Before the fix, ten concurrent refreshes with one cookie gave one 200 and nine 401 and
 * revoked the family.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { refreshTokenFamilies, refreshTokens } from '../db/schema';
import { sha256 } from '../lib/sha256';
import { REFRESH_REUSE_GRACE_MS, rotateRefreshToken } from '../modules/auth/refreshTokens';
import { openSuccessor, sealSuccessor } from '../modules/auth/successorSeal';
import { createUser, loginAs, refreshCookieHeader, refreshCookieOf } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

function refreshWith(refreshToken: string, fingerprint: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...refreshCookieHeader(refreshToken), [FINGERPRINT_HEADER]: fingerprint },
  });
}

async function familyOf(userId: number) {
  return t.db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.userId, userId));
}

describe('refresh reuse grace', () => {
  it('10 concurrent refreshes with one cookie: all 200 with the same new token, family alive', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refreshWith(session.refreshToken, session.fingerprint)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(responses.map((r) => refreshCookieOf(r)));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(session.refreshToken);
    for (const r of responses) expect(r.json().accessToken.split('.')).toHaveLength(3);

    const families = await familyOf(user.id);
    expect(families).toHaveLength(1);
    expect(families[0]!.revokedAt).toBeNull();
    // One successor row, not ten; and it works in turn.
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, families[0]!.id))).toHaveLength(2);
    expect((await refreshWith(successor!, session.fingerprint)).statusCode).toBe(200);
  });

  it('the database holds no usable token: only hashes and a seal that needs the old token', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const successor = refreshCookieOf(await refreshWith(session.refreshToken, session.fingerprint))!;
    const rows = await t.db.select().from(refreshTokens);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(successor);
    expect(dump).not.toContain(session.refreshToken);
    const [old] = rows.filter((r) => r.tokenHash === sha256(session.refreshToken));
    expect(old!.successorSealed).toEqual(expect.any(String));
    expect(openSuccessor(session.refreshToken, old!.successorSealed!)).toBe(successor);
    expect(openSuccessor(successor, old!.successorSealed!)).toBeNull();
  });

  it('after the grace the same old token is reuse: 401 and the family is revoked', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const fingerprintHash = sha256(session.fingerprint);
    const start = new Date();
    const first = await rotateRefreshToken(t.db, session.refreshToken, fingerprintHash, { now: start });
    expect(first.ok).toBe(true);
    // Within the grace: the same successor.
    const within = await rotateRefreshToken(t.db, session.refreshToken, fingerprintHash, {
      now: new Date(start.getTime() + REFRESH_REUSE_GRACE_MS),
    });
    expect(within).toMatchObject({ ok: true, graceReplay: true });
    expect(within.ok && first.ok && within.refresh.token === first.refresh.token).toBe(true);
    // Past it: reuse.
    const after = await rotateRefreshToken(t.db, session.refreshToken, fingerprintHash, {
      now: new Date(start.getTime() + REFRESH_REUSE_GRACE_MS + 1),
    });
    expect(after).toMatchObject({ ok: false, reason: 'reuse', userId: user.id });
    expect((await familyOf(user.id))[0]).toMatchObject({ revokedReason: 'reuse' });
    // Over HTTP too: the successor is dead.
    expect((await refreshWith(first.ok ? first.refresh.token : '', session.fingerprint)).statusCode).toBe(401);
  });

  it('within the grace the fingerprint must still match: another device revokes the family', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const successor = refreshCookieOf(await refreshWith(session.refreshToken, session.fingerprint))!;
    const thief = await refreshWith(session.refreshToken, 'otro-dispositivo');
    expect(thief.statusCode).toBe(401);
    expect(refreshCookieOf(thief)).toBe('');
    expect((await familyOf(user.id))[0]).toMatchObject({ revokedReason: 'fingerprint_mismatch' });
    expect((await refreshWith(successor, session.fingerprint)).statusCode).toBe(401);
  });

  it('within the grace a revoked family (logout) gives nothing', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    const first = await refreshWith(session.refreshToken, session.fingerprint);
    const token = first.json().accessToken as string;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        authorization: `Bearer ${token}`,
        [FINGERPRINT_HEADER]: session.fingerprint,
        ...refreshCookieHeader(refreshCookieOf(first)!),
      },
    });
    expect(logout.statusCode).toBe(200);
    expect((await refreshWith(session.refreshToken, session.fingerprint)).statusCode).toBe(401);
  });
});

describe('successor seal', () => {
  it('opens only with the token it was sealed for, and refuses tampering', () => {
    const sealed = sealSuccessor('old-token', 'new-token');
    expect(openSuccessor('old-token', sealed)).toBe('new-token');
    expect(sealSuccessor('old-token', 'new-token')).not.toBe(sealed);
    expect(openSuccessor('other-token', sealed)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(openSuccessor('old-token', raw.toString('base64url'))).toBeNull();
    expect(openSuccessor('old-token', '')).toBeNull();
    expect(openSuccessor('old-token', '%%%')).toBeNull();
  });
});
