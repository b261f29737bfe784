/**
 * Process entry (decision 092). With WEB_CONCURRENCY=1 (the default) one process does it all, as
 * before: open the database (embedded unless DATABASE_URL), seed the demo on the embedded
 * database's first start, listen, and shut down in order on a signal (SIGINT, SIGTERM…) or an
 * uncaught error: HTTP first, then housekeeping, the e-mail sender, the spreadsheet workers,
 * PostgreSQL, then exit (0, or 1 after an error or past the grace delay).
 *
 * With WEB_CONCURRENCY=N > 1 this process becomes the primary: it opens, migrates and seeds the
 * database once, then forks N API processes (node:cluster, one shared port) that connect by URL,
 * restarts one that dies, and on a signal stops them all (each closes HTTP first) before PostgreSQL.
 */
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { loadConfig, type AppConfig } from './config';
import { createDb } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { loadSecrets } from './secrets';
import { prepareDatabase } from './process/prepareDatabase';
import { serveApp } from './process/serveApp';
import { startClusterPrimary, WORKER_DATABASE_URL_ENV } from './process/clusterPrimary';

const say = (message: string) => console.log(`[abono] ${message}`);
/** In-flight requests get this long to finish; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * close-with-grace exits once the callback settles: 0, or 1 after an error or past the delay,
 * when the 'exit' safety net in db/embedded.ts still stops the postmaster.
 */
function onShutdown(delay: number, stop: () => Promise<void>): { close(): void } {
  return closeWithGrace({ delay }, async function shutdown({ signal, err }) {
    // `npm start` forwards the Ctrl-C that already reached the whole process group: a second
    // signal must not cut the database's orderly stop short (the delay still bounds it), and
    // close-with-grace exits on one whatever onSecondSignal does, so its listeners give way.
    for (const name of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(name);
      process.on(name, () => undefined);
    }
    if (err) console.error(err);
    say(`${err ? 'Error inesperado' : (signal ?? 'Fin del proceso')}: cerrando el servidor…`);
    await stop();
  });
}

function showDemoAccounts(): void {
  say(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
  console.table(DEMO_ACCOUNTS.map((a) => ({ RFC: a.tin, rol: a.role })));
}

async function runSingle(config: AppConfig): Promise<void> {
  const { database, demo } = await prepareDatabase(config, say);
  const { jwtSecret } = await loadSecrets(config);
  const served = await serveApp({ config, db: database.db, jwtSecret, say });
  onShutdown(SHUTDOWN_GRACE_MS, async () => {
    await served.stop();
    await database.close();
    say('Servidor y base de datos detenidos.');
  });
  say(`Abono está en http://localhost:${config.port}`);
  if (config.mail) say('Avisos por correo activados (SMTP_URL).');
  if (demo) showDemoAccounts();
}

async function runPrimary(config: AppConfig): Promise<void> {
  const { database, demo } = await prepareDatabase(config, say);
  // The generated key is written once here, so the workers all read the same one.
  await loadSecrets(config);
  // The primary serves nothing: its pool is not needed once the database is ready.
  await database.pool.end();
  const primary = startClusterPrimary({ workers: config.webConcurrency, databaseUrl: database.url, say });
  // Past the workers' own grace, then PostgreSQL's stop.
  onShutdown(SHUTDOWN_GRACE_MS * 2, async () => {
    await primary.stop(SHUTDOWN_GRACE_MS);
    await database.close();
    say('Procesos de la API y base de datos detenidos.');
  });
  await primary.ready;
  say(`Abono está en http://localhost:${config.port} (${config.webConcurrency} procesos de la API)`);
  if (config.mail) say('Avisos por correo activados (SMTP_URL).');
  if (demo) showDemoAccounts();
}

async function runWorker(config: AppConfig): Promise<void> {
  const { db, pool } = createDb(process.env[WORKER_DATABASE_URL_ENV]!, { max: config.dbPoolSize });
  const { jwtSecret } = await loadSecrets(config);
  const served = await serveApp({ config, db, jwtSecret, say });
  const grace = onShutdown(SHUTDOWN_GRACE_MS, async () => {
    await served.stop();
    await pool.end().catch(() => undefined);
  });
  // The primary gone (killed): nobody would restart or stop this worker, so it stops itself.
  process.once('disconnect', () => grace.close());
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return runWorker(config);
  if (config.webConcurrency > 1) return runPrimary(config);
  return runSingle(config);
}

main().catch((error: unknown) => {
  console.error(`[abono] No se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
