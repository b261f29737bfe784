/**
 * `node --import tsx src/cli/write-openapi.ts <file>` (run by scripts/build-api.mjs): writes the
 * OpenAPI document and fails when a real OpenAPI parser refuses it, so the build never
 * publishes an invalid one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument, validateOpenApi } from '../openapi/openApiDocument';

const target = process.argv[2];
if (!target) throw new Error('Uso: write-openapi.ts <archivo>');
const doc = await openApiDocument();
await validateOpenApi(doc);
mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
