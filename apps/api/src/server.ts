/**
 * Process entry: open the database (embedded unless DATABASE_URL), seed the demo data
 * on the embedded database's first start, listen, and shut down in order on SIGINT or
 * SIGTERM: HTTP server first, then PostgreSQL, then exit 0.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo';
import { loadSecrets } from './secrets';
import { systemClock } from './lib/clock';

const say = (message: string) => console.log(`[abono] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, say);
  say(database.embedded ? 'PostgreSQL embebido listo.' : 'Conectado a DATABASE_URL.');

  const wantsSeed = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.embedded);
  if (wantsSeed) {
    const { seeded } = await seedDemo(database.db, { now: systemClock.now() });
    say(seeded ? 'Datos de demostración cargados.' : 'Datos de demostración ya presentes; no se vuelven a cargar.');
  }

  const { jwtSecret } = await loadSecrets(config);
  const app = await buildApp({ config, db: database.db, jwtSecret });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} recibido: cerrando el servidor…`);
    try {
      await app.close();
      await database.close();
      say('Servidor y base de datos detenidos.');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  say(`Abono está en http://localhost:${config.port}`);
  if (wantsSeed) {
    say(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    console.table(DEMO_ACCOUNTS.map((a) => ({ RFC: a.tin, rol: a.role })));
  }
}

main().catch((error: unknown) => {
  console.error(`[abono] No se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
