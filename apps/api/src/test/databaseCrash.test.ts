/**
 * PostgreSQL killed in the middle of a transaction (decision 049): the API
 * answers 503 `database_unavailable` in Spanish instead of dying, the embedded supervisor
 * starts PostgreSQL again, the API answers 200 once it is back, and the interrupted bulk
 * approve left nothing half-applied, nor a claim on its Idempotency-Key that holds the retry back. An unhandled
 * 'error' event of a pg client would end this test process, and vitest fails a run with an unhandled error, so
 * surviving is asserted too.
 *
 * The shared test PostgreSQL (globalSetup) must not be killed: this file opens its own, as
 * `npm start` does (`openDatabase` on an embedded PostgreSQL, which it supervises).
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, FINGERPRINT_HEADER } from '@abono/domain';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { auditLog, loans, notifications } from '../db/schema';
import { settableClock } from '../lib/clock';
import { companyScenario, type Scenario } from './testSupport';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/errorHandler';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../plugins/idempotency';
import { createEmployee, createLoan, createUser, loginAs, refreshCookieHeader } from './factories';
import { freePort } from './freePort';
import { testConfig, type TestContext } from './testApp';

const LOANS = 40;
const t = { clock: settableClock() } as TestContext;
t.loginAs = (tin, password, fingerprint) => loginAs(t.app, tin, password, fingerprint);
const consoleLines: string[] = [];
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
let tempDir = '';
let database: Database | undefined;
/** What would have ended `npm start`: errors nobody handled (vitest also fails the run on them). */
const unhandled: unknown[] = [];
const noteUnhandled = (error: unknown) => void unhandled.push(error);
process.on('uncaughtException', noteUnhandled);
process.on('unhandledRejection', noteUnhandled);

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-crash-test-'));
  // As root the server runs as the `postgres` OS user, which must traverse this folder.
  await fs.chmod(tempDir, 0o755);
  // The database as `npm start` opens it: embedded, migrated, and supervised.
  t.config = testConfig(tempDir, { embeddedPgPort: await freePort() });
  database = await openDatabase(t.config, (m) => consoleLines.push(m));
  t.db = database.db;
  t.pool = database.pool;
  t.databaseUrl = database.url;
  t.jwtSecret = randomBytes(48);
  t.app = await buildApp({
    config: t.config,
    db: t.db,
    jwtSecret: t.jwtSecret,
    clock: t.clock,
    logger: { level: 'warn', stream: logStream },
  });
  await t.app.ready();
});

afterAll(async () => {
  process.off('uncaughtException', noteUnhandled);
  process.off('unhandledRejection', noteUnhandled);
  await t.app?.close();
  await database?.close();
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
});

/** The running postmaster's pid, from its pid file. */
async function postmasterPid(): Promise<number> {
  return Number((await fs.readFile(path.join(tempDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function pendingLoans(s: Scenario, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const user = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const employee = await createEmployee(t.db, { companyId: s.companyId, controlNumber: `CR-${i}`, userId: user.id });
    const loan = await createLoan(t.db, {
      companyId: s.companyId,
      employeeId: employee.id,
      status: 'pending',
      calculationResult: 'pass',
    });
    ids.push(loan.id);
  }
  return ids;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts `request` and holds it mid-transaction: the bulk approve has updated its loans and
 * waits on this lock to write its audit rows. Returns the lock's connection (in a transaction).
 */
async function heldMidTransaction<T>(
  request: () => Promise<T>,
): Promise<{ blocker: pg.Client; result: Promise<T>; waitingPid: number }> {
  const blocker = new pg.Client({ connectionString: t.databaseUrl });
  blocker.on('error', () => undefined); // this connection may die with the server
  await blocker.connect();
  await blocker.query('begin');
  await blocker.query('lock table audit_log in share mode');
  const result = request();
  try {
    const waitingPid = await until(
      'the request to wait on the audit lock',
      async () => {
        const { rows } = await blocker.query<{ pid: number }>(
          // While a prepared statement is parsed (where the lock wait happens) `query` still shows the previous one.
          "select pid from pg_stat_activity where wait_event_type = 'Lock'",
        );
        return rows[0]?.pid;
      },
      30_000,
    );
    return { blocker, result, waitingPid };
  } catch (error) {
    await blocker.end();
    throw error;
  }
}

describe('a connection terminated during a bulk approve (57P01, the server stays up)', () => {
  it('answers 503 in Spanish, applies nothing, and the retry succeeds', async () => {
    const s = await companyScenario(t);
    const ids = await pendingLoans(s, 5);
    const approve = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/loans/mass-approve',
        headers: s.hr.headers,
        payload: { company_id: s.companyId, loanIds: ids },
      });
    const { blocker, result, waitingPid } = await heldMidTransaction(approve);
    try {
      await blocker.query('select pg_terminate_backend($1)', [waitingPid]);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const failed = await result;
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json()).toEqual({ error: 'database_unavailable', message: ERRORS.database_unavailable.message });
    const rows = await t.db.select({ status: loans.status }).from(loans).where(inArray(loans.id, ids));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('pending'));
    const again = await approve();
    expect(again.statusCode, again.body).toBe(200);
    expect(unhandled.map(String)).toEqual([]);
  });
});

describe('PostgreSQL killed during a bulk approve', () => {
  it(
    'answers 503 in Spanish, restarts PostgreSQL, then 200; the interrupted approve changed nothing',
    { timeout: 180_000 },
    async () => {
      const s = await companyScenario(t);
      const ids = await pendingLoans(s, LOANS);
      const staff = await createUser(t.db, { role: 'hr', companyIds: [s.companyId] });
      const session = await t.loginAs(staff.tin);
      // With an Idempotency-Key: the crashed attempt's claim must not hold the retry back.
      const approve = () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/loans/mass-approve',
          headers: { ...s.hr.headers, [IDEMPOTENCY_HEADER]: 'aprobar-todo' },
          payload: { company_id: s.companyId, loanIds: ids },
        });

      const { blocker, result: interrupted } = await heldMidTransaction(approve);
      const pid = await postmasterPid();
      expect(pid).toBeGreaterThan(0);
      process.kill(pid, 'SIGKILL');

      const failed = await interrupted;
      expect(failed.statusCode, failed.body).toBe(503);
      expect(failed.json()).toEqual({ error: 'database_unavailable', message: ERRORS.database_unavailable.message });
      expect(failed.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      await blocker.end().catch(() => undefined);
      // Logged as a warning, through the allow-list serializers: no SQL text, parameters or token.
      const log = logLines.join('');
      expect(log).toContain('database unavailable');
      expect(log).not.toMatch(/params:|update "loans"/i);
      expect(log).not.toContain(s.hr.headers.authorization!.slice('Bearer '.length));

      // While PostgreSQL is down (the supervisor waits before restarting), new requests get the same 503.
      const whileDown = await t.app.inject({
        method: 'GET',
        url: `/api/loans?company_id=${s.companyId}`,
        headers: s.hr.headers,
      });
      expect(whileDown.statusCode, whileDown.body).toBe(503);
      expect(whileDown.json().error).toBe('database_unavailable');
      // A refresh during the outage is a 503 too, and keeps the session's cookie: an outage logs nobody out.
      const refreshWhileDown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { ...refreshCookieHeader(session.refreshToken), [FINGERPRINT_HEADER]: session.fingerprint },
      });
      expect(refreshWhileDown.statusCode, refreshWhileDown.body).toBe(503);
      expect(refreshWhileDown.headers['set-cookie']).toBeUndefined();

      // The supervisor brings PostgreSQL back and the same app serves again, without being rebuilt.
      await until('the API to answer again', async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        return res.statusCode === 200 ? true : undefined;
      });
      expect(await postmasterPid()).not.toBe(pid);
      expect(consoleLines.join('\n')).toMatch(
        /PostgreSQL embebido terminó inesperadamente \(señal SIGKILL\); se reinicia en 0.5 s/,
      );
      await until(
        'the console to say so',
        async () => (consoleLines.some((l) => l.includes('PostgreSQL embebido volvió a arrancar')) ? true : undefined),
        5_000,
      );

      // All or nothing: no loan moved, no audit row, no notice.
      const rows = await t.db.select({ status: loans.status }).from(loans).where(inArray(loans.id, ids));
      expect(rows.map((r) => r.status)).toEqual(Array(LOANS).fill('pending'));
      const audits = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(inArray(auditLog.entityId, ids));
      expect(audits[0]!.n).toBe(0);
      const notices = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(inArray(notifications.resourceId, ids));
      expect(notices[0]!.n).toBe(0);

      // The same request, same key, now runs at once and succeeds, whole; a further retry replays it.
      const retriedAt = Date.now();
      const again = await approve();
      expect(again.statusCode, again.body).toBe(200);
      expect(Date.now() - retriedAt).toBeLessThan(10_000);
      expect(again.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(again.json()).toEqual({ updated: LOANS, loan_ids: ids });
      const replayed = await approve();
      expect(replayed.headers[REPLAYED_HEADER]).toBe('true');
      expect(replayed.body).toBe(again.body);
      const after = await t.db.select({ status: loans.status }).from(loans).where(inArray(loans.id, ids));
      expect(after.map((r) => r.status)).toEqual(Array(LOANS).fill('approved'));
      expect(unhandled.map(String)).toEqual([]);
    },
  );
});
