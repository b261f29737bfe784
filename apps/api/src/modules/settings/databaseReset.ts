/**
 * The danger zone's reset (spec 02 Settings, 03 §1 "resetting the database kills all sessions",
 * 03 §7 "demo data … after a reset"; decision 075): every table of the application's schema is
 * emptied, the access model is written again, the demo is loaded again when this server loads it,
 * and every session dies with its user and refresh-token rows — all in ONE transaction, so a
 * failure at any step leaves the data exactly as it was. Ids are not restarted: an old access
 * token names a user id no new row ever takes, so it answers 401 rather than reaching a new user.
 */
import { sql } from 'drizzle-orm';
import { businessDayOf } from '@abono/domain';
import { isExternalDatabase, seedsDemo, type AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { writeAccessModel } from '../../db/bootstrap';
import { DEMO_PASSWORD, seedDemoInTransaction } from '../../db/seed/demo';
import { hashPassword } from '../../core/auth/password';
import { AppError } from '../../lib/appError';

/** What runs after the bootstrap, inside the transaction (the demo, or a test's failing step). */
export type ResetReseed = (tx: Tx) => Promise<void>;

/**
 * 403 on a DATABASE_URL database unless the operator allowed it: a shared or production server
 * must not be one click away from losing everything (decision 075).
 */
export function assertResetAllowed(config: Pick<AppConfig, 'databaseUrl' | 'allowDatabaseReset'>): void {
  if (isExternalDatabase(config) && !config.allowDatabaseReset) throw new AppError('database_reset_disabled');
}

/** The demo step of this server's reset, or none when the server does not load the demo. */
export async function demoReseed(config: AppConfig, now: Date): Promise<ResetReseed | undefined> {
  if (!seedsDemo(config)) return undefined;
  // Hashed before the transaction: argon2id is deliberately slow, and the tables stay locked meanwhile.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return (tx) => seedDemoInTransaction(tx, { now, today: businessDayOf(now), passwordHash });
}

/** Empties every table and writes the access model (and `reseed`) again, in one transaction. */
export async function resetDatabase(db: Db, reseed: ResetReseed | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    // Every table of the schema, whatever migration added it; drizzle's own journal lives in its
    // own schema, so the migrations stay applied.
    const tables = await tx.execute<{ name: string }>(
      sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()`,
    );
    const names = tables.rows.map((t) => t.name);
    if (names.length > 0) await tx.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} CASCADE`));
    await writeAccessModel(tx);
    await reseed?.(tx);
  });
}
