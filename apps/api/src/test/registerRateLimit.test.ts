/**
 * /register is limited per IP in PostgreSQL (decision 009; unthrottled, 60 parallel registrations
 * took the health latency from 9 ms to 204 ms), and tin_taken answers count toward the limit too.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { rateLimitHits } from '../db/schema';
import { hashPassword } from '../core/auth/password';
import { REGISTER_RATE_LIMIT } from '../core/rateLimit/rateLimit';

// The real hash, watched: whether register hashed is asked of the spy, not read from timings.
vi.mock('../core/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../core/auth/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});
import { createUser, uniqueTin } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();
const LIMIT = REGISTER_RATE_LIMIT.limit;

function register(tin: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { [FINGERPRINT_HEADER]: 'rate-device' },
    payload: { tin, password: 'Segura#123', confirmPassword: 'Segura#123', fingerprint: 'd' },
    remoteAddress,
  });
}

const counts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((a, r) => ({ ...a, [r.statusCode]: (a[r.statusCode] ?? 0) + 1 }), {});

describe('POST /api/auth/register rate limit per IP', () => {
  it('many parallel registrations from one IP get 429 after the limit; tin_taken counts too', async () => {
    const ip = '10.70.0.1';
    const taken = await createUser(t.db);
    const fresh = [uniqueTin('RL'), uniqueTin('RL'), uniqueTin('RL')];
    const tins = [...fresh, ...Array.from({ length: LIMIT + 7 }, () => taken.tin)];
    const responses = await Promise.all(tins.map((tin) => register(tin, ip)));
    const byStatus = counts(responses);
    expect(byStatus[429]).toBe(tins.length - LIMIT);
    expect((byStatus[201] ?? 0) + (byStatus[409] ?? 0)).toBe(LIMIT);
    const limited = responses.find((r) => r.statusCode === 429)!;
    expect(limited.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/Demasiadas solicitudes/),
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(REGISTER_RATE_LIMIT.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(REGISTER_RATE_LIMIT.windowSeconds);
    expect(await t.db.$count(rateLimitHits, eq(rateLimitHits.subject, ip))).toBe(LIMIT);

    // Another address is not affected.
    expect((await register(uniqueTin('RL'), '10.70.0.2')).statusCode).toBe(201);
  });

  it('frees the address as its hits leave the window, and drops the old rows', async () => {
    const ip = '10.70.1.1';
    await t.db.insert(rateLimitHits).values(
      Array.from({ length: LIMIT }, () => ({
        bucket: REGISTER_RATE_LIMIT.bucket,
        subject: ip,
        createdAt: new Date(Date.now() - 60_000),
      })),
    );
    expect((await register(uniqueTin('RL'), ip)).statusCode).toBe(429);
    await t.db
      .update(rateLimitHits)
      .set({ createdAt: new Date(Date.now() - (REGISTER_RATE_LIMIT.windowSeconds + 1) * 1000) })
      .where(eq(rateLimitHits.subject, ip));
    expect((await register(uniqueTin('RL'), ip)).statusCode).toBe(201);
    expect(await t.db.$count(rateLimitHits, eq(rateLimitHits.subject, ip))).toBe(1);
  });

  it('checks the tin before hashing: a taken tin is answered without an argon2 hash', async () => {
    const taken = await createUser(t.db);
    const hash = vi.mocked(hashPassword);
    hash.mockClear();
    for (let i = 0; i < 5; i++) expect((await register(taken.tin, `10.70.2.${i + 1}`)).statusCode).toBe(409);
    // Before the fix every tin_taken answer paid for a full argon2id hash first.
    expect(hash).not.toHaveBeenCalled();
    // The spy does see register's hash: a fresh tin is hashed once.
    expect((await register(uniqueTin('RL'), '10.70.2.9')).statusCode).toBe(201);
    expect(hash).toHaveBeenCalledTimes(1);
  });
});
