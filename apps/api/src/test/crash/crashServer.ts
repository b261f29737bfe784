/**
 * The real server for the crash tests: the esbuild bundle `npm start` runs (scripts/lib/build.mjs), started
 * with plain `node` on its own embedded PostgreSQL in a data folder that outlives the process, so a test can
 * kill it with SIGKILL (the API, its postmaster, or both) and start it again on the same folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { buildApi } from '../../../../../scripts/lib/build.mjs';
import { REPO_ROOT } from '../../config';
import { EMBEDDED_DB_NAME } from '../../db/database';
import { isPortInUse } from '../../db/embedded';
import { newFingerprint, TEST_PASSWORD } from '../factories';

/** The ports these tests may use (HTTP 3210–3219, PostgreSQL 54410–54419). */
const HTTP_PORTS = [3210, 3219] as const;
const PG_PORTS = [54410, 54419] as const;
/** A start after a kill runs PostgreSQL's crash recovery first. */
const START_TIMEOUT_MS = 90_000;

async function firstFreePort([from, to]: readonly [number, number]): Promise<number> {
  for (let port = from; port <= to; port++) if (!(await isPortInUse(port))) return port;
  throw new Error(`no free port in ${from}–${to}`);
}

/** True while `pid` is a live process (a zombie waiting to be reaped is dead). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

export async function waitUntil(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class CrashServer {
  /** Everything the server printed across its starts, for failure messages. */
  output = '';
  baseUrl = '';
  dbUrl = '';
  private child: ChildProcess | null = null;
  private outDir = '';
  private root = '';
  private httpPort = 0;
  private pgPort = 0;

  get dataDir(): string {
    return path.join(this.root, 'data');
  }

  get postmasterPidFile(): string {
    return path.join(this.dataDir, 'postgres', 'postmaster.pid');
  }

  /** Builds the bundle and picks the ports; the data folder starts empty. */
  async prepare(): Promise<void> {
    // Inside the repository, so the bundle's external packages resolve from its node_modules.
    const cache = path.join(REPO_ROOT, 'node_modules/.cache');
    await fs.mkdir(cache, { recursive: true });
    this.outDir = await fs.mkdtemp(path.join(cache, 'abono-crash-test-'));
    this.root = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-crash-data-'));
    // As root PostgreSQL runs as the `postgres` OS user, which must traverse this folder.
    await fs.chmod(this.root, 0o755);
    await buildApi({ outDir: this.outDir });
    this.httpPort = await firstFreePort(HTTP_PORTS);
    this.pgPort = await firstFreePort(PG_PORTS);
    this.baseUrl = `http://127.0.0.1:${this.httpPort}`;
    this.dbUrl = `postgres://postgres:postgres@127.0.0.1:${this.pgPort}/${EMBEDDED_DB_NAME}`;
  }

  /** Starts `node dist/server.js` on the data folder and waits for /api/health 200; no manual step in between. */
  async start(): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.httpPort),
      HOST: '127.0.0.1',
      ABONO_DATA_DIR: this.dataDir,
      ABONO_PG_PORT: String(this.pgPort),
      ABONO_WEB_DIST: path.join(this.root, 'no-web-dist'),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '4',
    };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(this.outDir, 'server.js')], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.output}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the server did not answer in ${START_TIMEOUT_MS} ms:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The running postmaster's pid, from its pid file. */
  async postmasterPid(): Promise<number> {
    return Number((await fs.readFile(this.postmasterPidFile, 'utf8')).split('\n')[0]);
  }

  /**
   * `kill -9` the API process and, with 'both', its postmaster in the same instant; waits until both are gone.
   * With 'api' the postmaster is left running as an orphan, as after a crash of the API alone.
   */
  async killHard(which: 'both' | 'api'): Promise<{ apiPid: number; postmasterPid: number }> {
    const child = this.child;
    if (!child?.pid) throw new Error('the server is not running');
    const postmasterPid = await this.postmasterPid();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    if (which === 'both') process.kill(postmasterPid, 'SIGKILL');
    await exited;
    if (which === 'both') await waitUntil('the postmaster to die', () => !isAlive(postmasterPid));
    return { apiPid: child.pid, postmasterPid };
  }

  /** Stops whatever is still running (the API, an orphan postmaster) and removes every folder made. */
  async dispose(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    }
    if (existsSync(this.postmasterPidFile)) {
      const pid = await this.postmasterPid().catch(() => 0);
      if (pid > 0 && isAlive(pid)) {
        process.kill(pid, 'SIGKILL');
        await waitUntil('the postmaster to die', () => !isAlive(pid)).catch(() => undefined);
      }
    }
    if (this.outDir) await fs.rm(this.outDir, { recursive: true, force: true });
    if (this.root) await fs.rm(this.root, { recursive: true, force: true });
  }

  /** Logs in over HTTP; the headers an authenticated call needs. */
  async login(tin: string): Promise<Record<string, string>> {
    const fingerprint = newFingerprint();
    const res = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FINGERPRINT_HEADER]: fingerprint },
      body: JSON.stringify({ tin, password: TEST_PASSWORD, fingerprint }),
    });
    if (res.status !== 200) throw new Error(`login ${tin}: ${res.status} ${await res.text()}`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}`, [FINGERPRINT_HEADER]: fingerprint };
  }
}
