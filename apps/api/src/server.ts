/**
 * Process entry: open the database (embedded unless DATABASE_URL), seed the demo data
 * on the embedded database's first start, listen, and shut down in order on a signal
 * (SIGINT, SIGTERM…) or an uncaught error: HTTP server first, then housekeeping, the e-mail sender (its send
 * in flight ends, the rest of its batch goes back), the spreadsheet workers, PostgreSQL, then
 * exit (0, or 1 after an error or past the grace delay).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig, seedsDemo } from './config';
import { openDatabase } from './db/database';
import { closeSheetWorkers } from './files/spreadsheet/readSheetInWorker';
import { moveDiskLogosIntoDatabase } from './core/files/diskLogos';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo';
import { loadSecrets } from './secrets';
import { systemClock } from './lib/clock';
import { createOutboxSender } from './core/mail/outboxSender';
import { startHousekeeping, type HousekeepingTimer } from './core/housekeeping/housekeepingTimer';
import { describeHousekeeping } from './core/housekeeping/describeHousekeeping';

const say = (message: string) => console.log(`[abono] ${message}`);
/** In-flight requests get this long to finish; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, say);
  say(database.embedded ? 'PostgreSQL embebido listo.' : 'Conectado a DATABASE_URL.');

  const wantsSeed = seedsDemo(config);
  if (wantsSeed) {
    const { seeded } = await seedDemo(database.db, { now: systemClock.now() });
    say(seeded ? 'Datos de demostración cargados.' : 'Datos de demostración ya presentes; no se vuelven a cargar.');
  }

  // Logos saved on disk by earlier versions move into PostgreSQL once (decision 079).
  const logos = await moveDiskLogosIntoDatabase(database.db, config.dataDir);
  if (logos.moved > 0) say(`Logotipos guardados en disco movidos a PostgreSQL: ${logos.moved}.`);
  if (logos.skipped.length > 0)
    say(`Logotipos que no están en disco o no son válidos (se sirven como 404): ${logos.skipped.join(', ')}.`);

  const { jwtSecret } = await loadSecrets(config);
  const app = await buildApp({ config, db: database.db, jwtSecret });
  // The outbox sender (decision 086): only with SMTP_URL; several processes may each run one.
  const mailSender = config.mail
    ? createOutboxSender({ db: database.db, mail: config.mail, clock: systemClock, log: say })
    : null;
  let housekeeping: HousekeepingTimer | null = null;

  // close-with-grace exits once the callback settles: 0, or 1 after an error or past the delay,
  // when the 'exit' safety net in db/embedded.ts still stops the postmaster.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
    },
    async function shutdown({ signal, err }) {
      // `npm start` forwards the Ctrl-C that already reached the whole process group: a second
      // signal must not cut the database's orderly stop short (the delay still bounds it), and
      // close-with-grace exits on one whatever onSecondSignal does, so its listeners give way.
      for (const name of ['SIGINT', 'SIGTERM'] as const) {
        process.removeAllListeners(name);
        process.on(name, () => undefined);
      }
      if (err) console.error(err);
      say(`${err ? 'Error inesperado' : (signal ?? 'Fin del proceso')}: cerrando el servidor…`);
      await app.close();
      await housekeeping?.stop();
      await mailSender?.stop();
      await closeSheetWorkers();
      await database.close();
      say('Servidor y base de datos detenidos.');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  say(`Abono está en http://localhost:${config.port}`);
  // Every process runs the timer; the advisory lock lets one prune at a time (decision 093).
  housekeeping = startHousekeeping({
    db: database.db,
    clock: systemClock,
    intervalMs: config.housekeepingIntervalMs,
    onResult(result) {
      app.log.debug({ housekeeping: result }, 'housekeeping');
      const summary = describeHousekeeping(result);
      if (summary) say(summary);
    },
    onError: (error) => say(`La limpieza periódica falló; se reintenta en la próxima: ${String(error)}`),
  });
  if (mailSender) {
    mailSender.start();
    say('Avisos por correo activados (SMTP_URL).');
  }
  if (wantsSeed) {
    say(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    console.table(DEMO_ACCOUNTS.map((a) => ({ RFC: a.tin, rol: a.role })));
  }
}

main().catch((error: unknown) => {
  console.error(`[abono] No se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
