/**
 * Two real API processes (`src/server.ts`, WEB_CONCURRENCY=1 each) on two ports and ONE
 * database (decision 092; 03 §0 "the API keeps no state in process"). Each has its own data
 * folder, so nothing but PostgreSQL (and the JWT_SECRET a deployment sets) is shared. Across
 * the two: a refresh rotated on one and replayed on the other revokes the family; the login
 * lockout counts failures from both; an Idempotency-Key replayed on the other answers the first
 * answer; a logo uploaded through one is served by the other; housekeeping runs in one at a time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER, REFRESH_COOKIE } from '@abono/domain';
import { loans, refreshTokenFamilies } from '../db/schema';
import { sha256 } from '../lib/sha256';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../plugins/idempotency';
import { REFRESH_REUSE_GRACE_MS } from '../modules/auth/refreshTokens';
import { createEmployee, createUser, newFingerprint, TEST_PASSWORD, uniqueTin } from './factories';
import { freePort } from './freePort';
import { realPng } from './images';
import { multipartBody } from './multipart';
import { startApiProcess, waitForLine, type ApiProcess } from './multiProcessServers';
import { applyFields, companyScenario, signaturePng } from './testSupport';
import { useTestApp } from './testApp';

const t = useTestApp();
const JWT_SECRET = randomBytes(48).toString('base64');
const HOUSEKEEPING_INTERVAL_MS = 200;
const apis: Array<ApiProcess & { base: string }> = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  const starting = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'abono-multi-'));
      dataDirs.push(dataDir);
      const api = startApiProcess({
        DATABASE_URL: t.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        ABONO_DATA_DIR: dataDir,
        ABONO_WEB_DIST: path.join(dataDir, 'no-web-dist'),
        JWT_SECRET,
        WEB_CONCURRENCY: '1',
        DATABASE_POOL_SIZE: '3',
        SEED_DEMO: 'never',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'debug',
        HOUSEKEEPING_INTERVAL_MS: String(HOUSEKEEPING_INTERVAL_MS),
        SMTP_URL: '',
      });
      return Object.assign(api, { base: `http://127.0.0.1:${port}` });
    }),
  );
  apis.push(...starting);
  await Promise.all(apis.map((api) => waitForLine(api, /Abono está en/)));
}, 180_000);

afterAll(async () => {
  const codes = await Promise.all(apis.map((api) => api.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  // Each process shut down in order after SIGTERM (exit 0), none was killed.
  expect(codes).toEqual(apis.map(() => 0));
}, 60_000);

function a(): ApiProcess & { base: string } {
  return apis[0]!;
}
function b(): ApiProcess & { base: string } {
  return apis[1]!;
}

function refreshCookieFrom(res: Response): string | undefined {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  return cookie?.slice(REFRESH_COOKIE.length + 1).split(';')[0] || undefined;
}

function login(base: string, tin: string, password: string, fingerprint: string): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [FINGERPRINT_HEADER]: fingerprint },
    body: JSON.stringify({ tin, password, fingerprint }),
  });
}

async function session(base: string, tin: string) {
  const fingerprint = newFingerprint();
  const res = await login(base, tin, TEST_PASSWORD, fingerprint);
  expect(res.status, await res.clone().text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return {
    fingerprint,
    refreshToken: refreshCookieFrom(res)!,
    headers: { authorization: `Bearer ${accessToken}`, [FINGERPRINT_HEADER]: fingerprint },
  };
}

function refresh(base: string, refreshToken: string, fingerprint: string): Promise<Response> {
  return fetch(`${base}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, [FINGERPRINT_HEADER]: fingerprint },
  });
}

describe('two API processes on one database', () => {
  it('a refresh rotated on one and replayed on the other after the grace revokes the family', async () => {
    const user = await createUser(t.db);
    const s = await session(a().base, user.tin);

    const rotated = await refresh(a().base, s.refreshToken, s.fingerprint);
    expect(rotated.status).toBe(200);
    const successor = refreshCookieFrom(rotated)!;
    expect(successor).not.toBe(s.refreshToken);

    // Within the grace the other process hands out the SAME successor (sealed in PostgreSQL).
    const tab = await refresh(b().base, s.refreshToken, s.fingerprint);
    expect(tab.status).toBe(200);
    expect(refreshCookieFrom(tab)).toBe(successor);

    // Past the grace (the rotation made older in the database rather than waiting 10 s), a replay is reuse.
    await t.db.execute(sql`update refresh_tokens
      set rotated_at = rotated_at - make_interval(secs => ${REFRESH_REUSE_GRACE_MS / 1000 + 1})
      where token_hash = ${sha256(s.refreshToken)}`);
    const replay = await refresh(b().base, s.refreshToken, s.fingerprint);
    expect(replay.status).toBe(401);

    const [family] = await t.db
      .select({ revokedReason: refreshTokenFamilies.revokedReason })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, user.id));
    expect(family!.revokedReason).toBe('reuse');
    // The family is dead on both: its successor refreshes nowhere, its access token opens nothing.
    expect((await refresh(a().base, successor, s.fingerprint)).status).toBe(401);
    expect((await fetch(`${a().base}/api/auth/me`, { headers: s.headers })).status).toBe(401);
    expect((await fetch(`${b().base}/api/auth/me`, { headers: s.headers })).status).toBe(401);
  });

  it('the login lockout counts failures made on both processes', async () => {
    const user = await createUser(t.db);
    const fingerprint = newFingerprint();
    const statuses: number[] = [];
    // Five wrong passwords, alternating processes: 3 on one, 2 on the other.
    for (const api of [a(), b(), a(), b(), a()]) {
      statuses.push((await login(api.base, user.tin, 'Incorrecta#1', fingerprint)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The right password is now refused on either process: the tin is locked for both.
    for (const api of [b(), a()]) {
      const res = await login(api.base, user.tin, TEST_PASSWORD, fingerprint);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: string }).error).toBe('too_many_attempts');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('an Idempotency-Key replayed on the other process answers the first answer and applies once', async () => {
    const s = await companyScenario(t);
    const user = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const employee = await createEmployee(t.db, { companyId: s.companyId, userId: user.id, tin: user.tin });
    const me = await session(a().base, user.tin);
    const key = `multi-${randomBytes(6).toString('hex')}`;
    const apply = (base: string) => {
      const form = multipartBody(applyFields(s), [
        { field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signaturePng() },
      ]);
      return fetch(`${base}/api/loans`, {
        method: 'POST',
        headers: { ...me.headers, ...form.headers, [IDEMPOTENCY_HEADER]: key },
        body: new Uint8Array(form.payload),
      });
    };

    const first = await apply(a().base);
    const firstBody = await first.text();
    expect(first.status, firstBody).toBe(201);
    const again = await apply(b().base);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const rows = await t.db.select({ id: loans.id }).from(loans).where(eq(loans.employeeId, employee.id));
    expect(rows).toHaveLength(1);
  });

  it('a logo uploaded through one process is served by the other', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const s = await session(a().base, admin.tin);
    const form = multipartBody({ name: `Multi ${uniqueTin('')}` }, [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', content: realPng(120, 100) },
    ]);
    const created = await fetch(`${a().base}/api/companies`, {
      method: 'POST',
      headers: { ...s.headers, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    const { logo } = (await created.json()) as { logo: string };

    const fromA = await fetch(`${a().base}/api/files/${logo}`);
    const fromB = await fetch(`${b().base}/api/files/${logo}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(bytesB.length).toBeGreaterThan(0);
  });

  it('housekeeping runs in one process at a time: the other skips while the first holds the lock', async () => {
    type Pass = { time: number; housekeeping: { ran: boolean; pruned?: { loginAttempts: number } } };
    const passesOf = (api: ApiProcess, from: number) => api.logged('housekeeping').slice(from) as Pass[];
    const lockHolders = async () =>
      (
        await t.pool.query<{ pid: number }>(
          `select pid from pg_locks
           where locktype = 'advisory' and classid = 6104 and objid = 0 and objsubid = 2 and granted`,
        )
      ).rows;
    const logged = apis.map((api) => api.logged('housekeeping').length);

    // The table held in SHARE mode: the next pass, lock taken, waits on its first delete. In the same
    // transaction, a failed attempt an hour old appears, which any pass deletes once it can.
    const blocker = await t.pool.connect();
    let holdStart = 0;
    let holdEnd = 0;
    try {
      await blocker.query('begin');
      await blocker.query('lock table login_attempts in share mode');
      await blocker.query(
        `insert into login_attempts (tin, ip, succeeded, created_at)
         values ($1, '10.1.2.3', false, now() - interval '1 hour')`,
        [uniqueTin('HKMP')],
      );
      await expect.poll(async () => (await lockHolders()).length, { timeout: 10_000 }).toBe(1);
      // A pass that ended just before the lock changed hands may log a few milliseconds late.
      holdStart = Date.now() + HOUSEKEEPING_INTERVAL_MS / 2;
      // Several intervals of the other process go by.
      await new Promise((r) => setTimeout(r, HOUSEKEEPING_INTERVAL_MS * 8));
      holdEnd = Date.now();
      expect(await lockHolders()).toHaveLength(1);
      // Exactly one backend is deleting (waiting on the table): nobody else got past the lock.
      const deleting = await t.pool.query(
        `select pid from pg_stat_activity where datname = current_database()
         and wait_event_type = 'Lock' and query ilike 'delete from "login_attempts"%'`,
      );
      expect(deleting.rows).toHaveLength(1);
    } finally {
      await blocker.query('commit');
      blocker.release();
    }

    const during = (api: ApiProcess, i: number) =>
      passesOf(api, logged[i]!).filter((p) => p.time >= holdStart && p.time <= holdEnd);
    const windows = apis.map(during);
    // The holder, waiting inside its pass, finished none; the other finished several, each a skip.
    const holder = windows.findIndex((w) => w.length === 0);
    expect(holder).toBeGreaterThanOrEqual(0);
    const other = windows[1 - holder]!;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((p) => !p.housekeeping.ran)).toBe(true);

    // Released: the old attempt is deleted once, by one process.
    const prunedAttempts = () =>
      apis
        .flatMap((api, i) => passesOf(api, logged[i]!))
        .reduce((sum, p) => sum + (p.housekeeping.pruned?.loginAttempts ?? 0), 0);
    await expect.poll(prunedAttempts, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, HOUSEKEEPING_INTERVAL_MS * 3));
    expect(prunedAttempts()).toBe(1);
  });
});
