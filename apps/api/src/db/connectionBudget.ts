/**
 * The connection-pool budget (decision 092): every API process holds up to two pools of
 * `DATABASE_POOL_SIZE` connections (the main pool, and the Idempotency-Key owners' pool,
 * plugins/idempotencyOwner.ts), so WEB_CONCURRENCY processes need
 *
 *     WEB_CONCURRENCY × 2 × DATABASE_POOL_SIZE  ≤  max_connections − reserved − CONNECTION_MARGIN
 *
 * where `reserved` is superuser_reserved_connections and the margin leaves room for an operator's
 * psql, a CLI (create-admin, seed-demo) and the start-up migration. A start that does not fit is
 * refused in Spanish, naming the numbers, instead of failing later under load with "too many clients".
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const CONNECTION_MARGIN = 10;
/** Main pool + idempotency owners' pool. */
export const POOLS_PER_PROCESS = 2;

export interface ConnectionBudget {
  needed: number;
  available: number;
  fits: boolean;
}

export function connectionBudget(input: {
  processes: number;
  poolSize: number;
  maxConnections: number;
  reserved: number;
}): ConnectionBudget {
  const needed = input.processes * POOLS_PER_PROCESS * input.poolSize;
  const available = input.maxConnections - input.reserved - CONNECTION_MARGIN;
  return { needed, available, fits: needed <= available };
}

/** Reads the server's limits and throws a Spanish error when the processes' pools would not fit. */
export async function assertConnectionBudget(db: Db, processes: number, poolSize: number): Promise<ConnectionBudget> {
  const { rows } = await db.execute<{ max: number; reserved: number }>(
    sql`select current_setting('max_connections')::int as max,
      current_setting('superuser_reserved_connections')::int as reserved`,
  );
  const budget = connectionBudget({
    processes,
    poolSize,
    maxConnections: Number(rows[0]!.max),
    reserved: Number(rows[0]!.reserved),
  });
  if (!budget.fits) {
    throw new Error(
      `${processes} proceso(s) × ${POOLS_PER_PROCESS} × DATABASE_POOL_SIZE ${poolSize} = ${budget.needed} conexiones ` +
        `y PostgreSQL admite ${budget.available} (max_connections menos las reservadas y un margen de ` +
        `${CONNECTION_MARGIN}): baja WEB_CONCURRENCY o DATABASE_POOL_SIZE, o sube max_connections.`,
    );
  }
  return budget;
}
