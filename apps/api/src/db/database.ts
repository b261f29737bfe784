/**
 * Opens the application database: the server behind DATABASE_URL, or the embedded
 * one started here (and restarted after a crash, `embeddedSupervisor.ts`). Migrates and
 * bootstraps the access model before anything uses it.
 */
import type pg from 'pg';
import type { AppConfig } from '../config';
import { bootstrapAccessModel } from './bootstrap';
import { createDb, type Db } from './client';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';
import { superviseEmbedded } from './embeddedSupervisor';
import { runMigrations } from './migrate';
import path from 'node:path';

export const EMBEDDED_DB_NAME = 'abono';

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(config: AppConfig, log: (m: string) => void = () => undefined): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const handle = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      log,
    });
    // A crash or kill of the postmaster restarts it (with a back-off) instead of leaving the API without a database.
    const supervisor = superviseEmbedded(handle, { log });
    stopEmbedded = async () => {
      supervisor.stop();
      await handle.stop();
    };
    try {
      url = await ensureDatabase(handle.url, EMBEDDED_DB_NAME);
    } catch (error) {
      await stopEmbedded();
      throw error;
    }
  }
  const { db, pool } = createDb(url, { max: config.dbPoolSize });
  try {
    await runMigrations(db);
    await bootstrapAccessModel(db);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await stopEmbedded?.();
    throw error;
  }
  return {
    db,
    pool,
    url,
    embedded: stopEmbedded !== undefined,
    async close() {
      await pool.end().catch(() => undefined);
      await stopEmbedded?.();
    },
  };
}
