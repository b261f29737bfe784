/**
 * The parallel brute-force attacks of the outside tester, reproduced.
 * Before the fix 20 simultaneous wrong passwords all got 401 (none 429), and 15 wrong +
 * 1 right at once let the right one in.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { loginAttempts } from '../db/schema';
import { IP_FAILURE_LIMIT, KNOWN_PAIR_IP_FAILURE_LIMIT, TIN_FAILURE_LIMIT } from '../core/auth/loginThrottle';
import { TEST_PASSWORD, createUser, newFingerprint, uniqueTin } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

function attemptLogin(tin: string, password: string, remoteAddress: string) {
  const fingerprint = newFingerprint();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: fingerprint },
    payload: { tin, password, fingerprint },
    remoteAddress,
  });
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

async function ipFailures(ip: string, count: number, ageMs = 60_000): Promise<void> {
  await t.db.insert(loginAttempts).values(
    Array.from({ length: count }, (_, i) => ({
      tin: `OTRO${i}`,
      ip,
      succeeded: false,
      createdAt: new Date(Date.now() - ageMs),
    })),
  );
}

describe('parallel brute force per tin', () => {
  it('20 simultaneous wrong passwords: at most 5 are evaluated, the rest get 429', async () => {
    const user = await createUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attemptLogin(user.tin, `Mala#clave${i}`, `10.20.0.${i + 1}`)),
    );
    expect(statuses(responses)).toEqual({ 401: TIN_FAILURE_LIMIT, 429: 20 - TIN_FAILURE_LIMIT });
    for (const r of responses.filter((x) => x.statusCode === 429))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.tin, user.tin));
    expect(rows).toHaveLength(TIN_FAILURE_LIMIT);
    expect(rows.every((r) => !r.succeeded)).toBe(true);
  });

  it('15 wrong + 1 right at once: the right one never gets in after the 5th failure', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await createUser(t.db);
      const wrong = Array.from({ length: 15 }, (_, i) =>
        attemptLogin(user.tin, `Mala#clave${i}`, `10.21.${round}.${i + 1}`),
      );
      // The right password in the middle of the burst.
      const right = attemptLogin(user.tin, TEST_PASSWORD, `10.21.${round}.200`);
      const more = Array.from({ length: 5 }, (_, i) =>
        attemptLogin(user.tin, `Otra#clave${i}`, `10.21.${round}.${i + 100}`),
      );
      const [rightResponse, ...others] = await Promise.all([right, ...wrong, ...more]);

      const rows = await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.tin, user.tin))
        .orderBy(asc(loginAttempts.createdAt), asc(loginAttempts.id));
      const success = rows.findIndex((r) => r.succeeded);
      if (rightResponse!.statusCode === 200) {
        // Admitted only while fewer than 5 failures were on record.
        expect(success, `round ${round}`).toBeGreaterThanOrEqual(0);
        expect(rows.slice(0, success).filter((r) => !r.succeeded).length, `round ${round}`).toBeLessThan(
          TIN_FAILURE_LIMIT,
        );
      } else {
        expect(rightResponse!.statusCode, `round ${round}`).toBe(429);
        expect(success).toBe(-1);
        // Locked, so no more than 5 guesses were ever checked.
        expect(others.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(TIN_FAILURE_LIMIT);
      }
      expect(others.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    }
  });

  it('once 5 failures are on record, a burst with the right password is refused unchecked', async () => {
    const user = await createUser(t.db);
    const first = await Promise.all(
      Array.from({ length: 5 }, (_, i) => attemptLogin(user.tin, `Mala#clave${i}`, `10.22.0.${i + 1}`)),
    );
    expect(statuses(first)).toEqual({ 401: 5 });
    const burst = await Promise.all([
      attemptLogin(user.tin, TEST_PASSWORD, '10.22.1.1'),
      ...Array.from({ length: 9 }, (_, i) => attemptLogin(user.tin, `Mala#otra${i}`, `10.22.1.${i + 2}`)),
    ]);
    expect(statuses(burst)).toEqual({ 429: 10 });
  });
});

describe('parallel brute force per IP', () => {
  it('a burst from one address never takes it past 50 evaluated failures', async () => {
    const ip = '10.30.0.1';
    await ipFailures(ip, IP_FAILURE_LIMIT - 5);
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => attemptLogin(uniqueTin('IPB'), 'Mala#clave1', ip)),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 10 });
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(IP_FAILURE_LIMIT);
  });
});

describe('the IP limit does not lock out a person without failures of their own (decision 008)', () => {
  it('a tin that has signed in from the address before gets a 5× higher threshold there', async () => {
    const ip = '10.31.0.1';
    const regular = await createUser(t.db);
    const stranger = await createUser(t.db);
    expect((await attemptLogin(regular.tin, TEST_PASSWORD, ip)).statusCode).toBe(200);

    // Someone else on the office network fails 50 times.
    await ipFailures(ip, IP_FAILURE_LIMIT);
    expect((await attemptLogin(regular.tin, TEST_PASSWORD, ip)).statusCode).toBe(200);
    // A tin with no history at this address still meets the plain limit.
    expect((await attemptLogin(stranger.tin, TEST_PASSWORD, ip)).statusCode).toBe(429);
    // The regular user's own failures still lock their tin.
    for (let i = 0; i < TIN_FAILURE_LIMIT; i++)
      expect((await attemptLogin(regular.tin, 'Mala#clave1', ip)).statusCode).toBe(401);
    expect((await attemptLogin(regular.tin, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('the higher threshold is a threshold too', async () => {
    const ip = '10.31.0.2';
    const regular = await createUser(t.db);
    expect((await attemptLogin(regular.tin, TEST_PASSWORD, ip)).statusCode).toBe(200);
    await ipFailures(ip, KNOWN_PAIR_IP_FAILURE_LIMIT);
    expect((await attemptLogin(regular.tin, TEST_PASSWORD, ip)).statusCode).toBe(429);
    // From another address the same person is not affected.
    expect((await attemptLogin(regular.tin, TEST_PASSWORD, '10.31.0.3')).statusCode).toBe(200);
  });
});
