/**
 * Done once per start, before any API process serves (decision 092): open the database (embedded
 * unless DATABASE_URL; migrated and bootstrapped), check the connection-pool budget of all the
 * processes, seed the demo on the embedded database's first start, and move the logos earlier
 * versions saved on disk into PostgreSQL (decision 079).
 */
import { seedsDemo, type AppConfig } from '../config';
import { assertConnectionBudget } from '../db/connectionBudget';
import { openDatabase, type Database } from '../db/database';
import { moveDiskLogosIntoDatabase } from '../core/files/diskLogos';
import { seedDemo } from '../db/seed/demo';
import { systemClock } from '../lib/clock';

export async function prepareDatabase(
  config: AppConfig,
  say: (message: string) => void,
): Promise<{ database: Database; demo: boolean }> {
  const database = await openDatabase(config, say);
  say(database.embedded ? 'PostgreSQL embebido listo.' : 'Conectado a DATABASE_URL.');
  try {
    await assertConnectionBudget(database.db, config.webConcurrency, config.dbPoolSize);

    const wantsSeed = seedsDemo(config);
    if (wantsSeed) {
      const { seeded } = await seedDemo(database.db, { now: systemClock.now() });
      say(seeded ? 'Datos de demostración cargados.' : 'Datos de demostración ya presentes; no se vuelven a cargar.');
    }

    const logos = await moveDiskLogosIntoDatabase(database.db, config.dataDir);
    if (logos.moved > 0) say(`Logotipos guardados en disco movidos a PostgreSQL: ${logos.moved}.`);
    if (logos.skipped.length > 0)
      say(`Logotipos que no están en disco o no son válidos (se sirven como 404): ${logos.skipped.join(', ')}.`);
    return { database, demo: wantsSeed };
  } catch (error) {
    await database.close();
    throw error;
  }
}
