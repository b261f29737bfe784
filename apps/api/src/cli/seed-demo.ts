/**
 * `npm run seed:demo` (03 §7): loads the demo data into the configured database — the
 * embedded one, or DATABASE_URL when set (the only way the demo reaches such a database).
 * Does nothing when the demo data is already there.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { systemClock } from '../lib/clock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo';

async function main(): Promise<number> {
  const database = await openDatabase(loadConfig(), (m) => console.log(`[abono] ${m}`));
  try {
    const { seeded } = await seedDemo(database.db, { now: systemClock.now() });
    if (!seeded) {
      console.log('Los datos de demostración ya estaban cargados; no se hizo ningún cambio.');
      return 0;
    }
    console.log(`Datos de demostración cargados. Contraseña de todas las cuentas: ${DEMO_PASSWORD}`);
    console.table(DEMO_ACCOUNTS.map((a) => ({ RFC: a.tin, rol: a.role })));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `No se pudieron cargar los datos de demostración: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
