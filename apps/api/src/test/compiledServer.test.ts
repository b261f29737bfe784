/**
 * The API as `npm start` runs it (decision 013): the esbuild bundle built by the same
 * scripts/lib/build.mjs, started with plain `node` on a fresh database cloned from the test
 * template. Catches what the in-process tests cannot: a package the bundle fails to resolve, a
 * file the code reads beside itself (migrations, fonts) that the build forgot to copy, a
 * native module (argon2) that does not load, the spreadsheet worker's own bundle
 * (dist/sheetWorker.js) missing, the e-mail sender not started with SMTP_URL, and a shutdown that
 * does not exit cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { buildApi } from '../../../../scripts/lib/build.mjs';
import { REPO_ROOT } from '../config';
import { createCompany, createEmployee, createUser, newFingerprint, TEST_PASSWORD } from './factories';
import { SAMPLES_DIR, workbookOf } from './spreadsheets';
import { freePort } from './freePort';
import { startSmtpTestServer, type SmtpTestServer } from './smtpTestServer';
import { emailOutbox } from '../db/schema';
import { useTestApp } from './testApp';

const t = useTestApp();
const START_TIMEOUT_MS = 20_000;

let outDir = '';
let dataDir = '';
let server: ChildProcess | null = null;
let baseUrl = '';
let output = '';
let smtp: SmtpTestServer | null = null;

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`el servidor compilado terminó con código ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`el servidor compilado no respondió en ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Logs in on the compiled server; the headers its authenticated routes need. */
async function loginOnServer(tin: string): Promise<Record<string, string>> {
  const fingerprint = newFingerprint();
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [FINGERPRINT_HEADER]: fingerprint },
    body: JSON.stringify({ tin, password: TEST_PASSWORD, fingerprint }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, [FINGERPRINT_HEADER]: fingerprint };
}

function exitCodeOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  // Inside the repository, so the bundle's external packages resolve from its node_modules;
  // apps/api/dist is left alone (a running `npm start` may be using it).
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  outDir = mkdtempSync(path.join(cache, 'abono-compiled-test-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'abono-compiled-data-'));
  await buildApi({ outDir });

  // With SMTP_URL the server also runs the e-mail sender (decision 086).
  smtp = await startSmtpTestServer();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ABONO_DATA_DIR: dataDir,
      ABONO_WEB_DIST: path.join(dataDir, 'no-web-dist'),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '2',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Abono <avisos@abono.test>',
      PUBLIC_URL: 'https://abono.empresa.mx',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(server);
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exitCodeOf(server);
  }
  await smtp?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (apps/api/dist/server.js as npm start runs it)', () => {
  it('answers /api/health 200 with the database up', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok', api: 'ok', database: 'ok' });
  });

  it('runs on the migrated schema: a user logs in (argon2) and reads their session', async () => {
    const user = await createUser(t.db, { role: 'hr' });
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: await loginOnServer(user.tin) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, tin: user.tin, role: 'hr' });
    // Wrong password: the lockout tables answer 401, not a 500.
    const fingerprint = newFingerprint();
    const wrong = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FINGERPRINT_HEADER]: fingerprint },
      body: JSON.stringify({ tin: user.tin, password: 'Incorrecta#1', fingerprint }),
    });
    expect(wrong.status).toBe(401);
  });

  it('reads a savings upload in its spreadsheet worker (dist/sheetWorker.js), refusals included', async () => {
    const company = await createCompany(t.db);
    for (const controlNumber of ['IB-0001', 'IB-0002'])
      await createEmployee(t.db, { companyId: company.id, controlNumber });
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const headers = await loginOnServer(hr.tin);
    const upload = (file: Buffer, name: string) => {
      const form = new FormData();
      form.append('company_id', String(company.id));
      form.append('file', new Blob([file]), name);
      return fetch(`${baseUrl}/api/loans/validate-savings`, { method: 'POST', headers, body: form });
    };

    const applied = await upload(readFileSync(new URL('ahorros-limpio.xlsx', SAMPLES_DIR)), 'ahorros-limpio.xlsx');
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await applied.json()).toMatchObject({
      rows_updated: 2,
      not_found: ['IB-0003', 'IB-0004', 'IB-0005'],
      bad_amounts: [],
    });
    // A refusal raised inside the worker crosses back as the same Spanish 4xx.
    const headerless = await upload(
      await workbookOf([
        ['Nombre', 'Monto'],
        ['Ana', 10],
      ]),
      'sin-encabezado.xlsx',
    );
    expect(headerless.status).toBe(400);
    expect(await headerless.json()).toMatchObject({
      error: 'savings_header_missing',
      message: 'El archivo no tiene el encabezado «Número de control | Ahorro total».',
    });
  });

  it('with SMTP_URL, drains the e-mail outbox over SMTP (nodemailer from the bundle)', async () => {
    await t.db.insert(emailOutbox).values({
      to: 'ana@ejemplo.mx',
      subject: 'Abono: prueba del servidor compilado',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    const deadline = Date.now() + 15_000;
    while (smtp!.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(
      smtp!.received.map((m) => [m.to, m.subject]),
      output,
    ).toEqual([[['ana@ejemplo.mx'], 'Abono: prueba del servidor compilado']]);
  });

  it('stops on SIGTERM: closes HTTP and the database, exits 0, even when a second signal follows', async () => {
    const child = server!;
    const exited = exitCodeOf(child);
    child.kill('SIGTERM');
    // `npm start` forwards a Ctrl-C the process group already got: the second signal waits for the orderly stop.
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
