/**
 * Per test file: a database cloned from the run's template and a built app on it.
 * Real PostgreSQL, the real app; `app.inject` instead of a socket.
 *
 *   const t = useTestApp();
 *   it('…', async () => { const res = await t.app.inject({ … }); });
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createDb, type Db } from '../db/client';
import { settableClock, type SettableClock } from '../lib/clock';
import { installContractCheck, writeTally, type ContractTally } from './contractCheck';
import { databaseUrl } from './databaseUrl';
import { loginAs, type Session } from './factories';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  config: AppConfig;
  jwtSecret: Uint8Array;
  databaseUrl: string;
  /** The app's clock: `t.clock.set('2030-01-01')` moves the business calendar; reset with `set(null)`. */
  clock: SettableClock;
  /** loginAs bound to this file's app. */
  loginAs(tin: string, password?: string, fingerprint?: string): Promise<Session>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE … TEMPLATE …, retried while another file is cloning the same template. */
async function cloneTemplate(name: string): Promise<void> {
  const template = inject('pgTemplate');
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    webDistDir: path.join(dataDir, 'no-web-dist'),
    jwtSecret: undefined,
    cookieSecure: false,
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}

export function useTestApp(
  options: { config?: Partial<AppConfig>; app?: Partial<Pick<BuildAppOptions, 'logger'>> } = {},
): TestContext {
  const context = {
    loginAs: (tin: string, password?: string, fingerprint?: string) => loginAs(context.app, tin, password, fingerprint),
    clock: settableClock(),
  } as TestContext;
  const name = `abono_test_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  // Every answer is checked against its route's declaration (contractCheck.ts, decision 096).
  const tally: ContractTally = { checked: 0, mismatches: [] };
  let reported = 0;

  beforeAll(async () => {
    await cloneTemplate(name);
    context.databaseUrl = databaseUrl(inject('pgAdminUrl'), name);
    const { db, pool } = createDb(context.databaseUrl, { max: 5 });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'abono-api-data-'));
    context.db = db;
    context.pool = pool;
    context.config = testConfig(dataDir, options.config);
    context.jwtSecret = randomBytes(48);
    context.app = await buildApp({
      config: context.config,
      db,
      jwtSecret: context.jwtSecret,
      clock: context.clock,
      ...options.app,
    });
    installContractCheck(context.app, tally);
    await context.app.ready();
  });

  // The test whose request got an answer its declaration does not allow fails here.
  afterEach(() => {
    const fresh = tally.mismatches.slice(reported);
    reported = tally.mismatches.length;
    if (fresh.length > 0) throw new Error(`Respuesta fuera del contrato:\n${fresh.join('\n')}`);
  });

  afterAll(async () => {
    writeTally(inject('contractCheckDir'), tally);
    await context.app?.close();
    await context.pool?.end();
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return context;
}
