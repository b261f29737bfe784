import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept `Db | Tx` so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// numeric and date columns stay strings (exact money, calendar dates without time zone).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDb(url: string, options: { max?: number } = {}): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  survivesLostConnections(pool);
  const db = drizzle(pool, { schema });
  return { db, pool };
}

/**
 * A pg client whose connection dies (PostgreSQL killed, restarted or terminating the backend:
 * 57P01, "Connection terminated unexpectedly") emits 'error'; an 'error' event nobody listens
 * to ends the Node process. The pool listens only while a client is idle, so a client checked
 * out for a transaction had nobody: every client gets a listener for its whole life. The
 * failure itself still reaches the caller, since the query in flight rejects with it (the
 * error handler answers 503, `db/connectionErrors.ts`) and the pool drops the broken client.
 */
export function survivesLostConnections(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}
