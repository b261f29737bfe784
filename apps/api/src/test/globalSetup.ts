/**
 * Starts ONE real PostgreSQL for the whole test run: the embedded one in a fresh temp
 * folder on a free port, or the server behind DATABASE_URL. Builds a template database
 * (migrations + access-model bootstrap) that every test file clones.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bootstrapAccessModel } from '../db/bootstrap';
import { createDb } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { sumTallies } from './contractCheck';
import { databaseUrl } from './databaseUrl';
import { freePort } from './freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    /** Where each test file leaves the tally of its contract check (contractCheck.ts). */
    contractCheckDir: string;
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;

  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-api-test-'));
    // As root the server runs as the `postgres` OS user, which must traverse this folder.
    await fs.chmod(tempDir, 0o755);
    const handle = await startEmbeddedPostgres({ dataDir: path.join(tempDir, 'postgres'), port: await freePort() });
    adminUrl = handle.url;
    stop = handle.stop;
  }

  const template = `abono_test_template_${process.pid}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}"`);
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const { db, pool } = createDb(databaseUrl(adminUrl, template), { max: 2 });
  try {
    await runMigrations(db);
    await bootstrapAccessModel(db);
  } finally {
    await pool.end();
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  const contractCheckDir = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-contract-check-'));
  project.provide('contractCheckDir', contractCheckDir);

  return async () => {
    const tally = sumTallies(contractCheckDir);
    console.log(`Contrato: ${tally.checked} respuestas comprobadas, ${tally.mismatches.length} fuera del contrato.`);
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
    if (stop) await stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
    // A mismatch already failed its test; the run fails too, even if that test was skipped over.
    if (tally.mismatches.length > 0) throw new Error(`Respuestas fuera del contrato:\n${tally.mismatches.join('\n')}`);
  };
}
