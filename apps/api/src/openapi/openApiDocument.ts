/**
 * The OpenAPI document of the API as `npm run build` publishes it (decision 096): the app is
 * built with a database it never connects to (building registers routes; no route runs), so the
 * document is exactly what /api/docs/json serves, generated from the declarations (066).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/client';

/** Where the build writes the document, beside the compiled server. */
export const OPENAPI_FILE = 'openapi.json';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  // Port 9 (discard) on localhost: nothing is ever asked of this pool.
  const { db, pool } = createDb('postgres://openapi@127.0.0.1:9/none', { max: 1 });
  const config = {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), 'abono-openapi'),
    webDistDir: path.join(os.tmpdir(), 'abono-openapi-no-web'),
    logLevel: 'silent',
  };
  const app = await buildApp({ config, db, jwtSecret: randomBytes(48), logger: false });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as Record<string, unknown>;
  } finally {
    await app.close();
    await pool.end();
  }
}

/** Throws with the parser's message when the document is not valid OpenAPI. */
export async function validateOpenApi(doc: Record<string, unknown>): Promise<void> {
  // The parser dereferences in place: it gets its own copy.
  await SwaggerParser.validate(structuredClone(doc) as never);
}
