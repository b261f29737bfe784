/**
 * The OpenAPI document (03 §0) generated from the declarations: valid for a real OpenAPI parser,
 * the error envelope documented on every route with the generic codes of its kind, every
 * download with its media type, and published by the API's build (decision 096).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode, type RouteDef } from '@abono/domain';
import { REPO_ROOT } from '../config';
import { declaredRoutes } from '../lib/declaredRoutes';
import { genericErrorsOf } from '../lib/route';
import { openApiDocument, validateOpenApi } from './openApiDocument';

interface Response {
  content?: Record<string, { schema?: { required?: string[]; properties?: { error?: { enum?: string[] } } } }>;
}
type Doc = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function operationOf(doc: Doc, def: RouteDef) {
  const openApiPath = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
  const operation = (doc.paths[openApiPath] ?? doc.paths[`${openApiPath}/`])?.[def.method.toLowerCase()];
  if (!operation) throw new Error(`${def.method} ${def.path} falta en el documento`);
  return operation;
}

let doc: Doc;
beforeAll(async () => {
  doc = (await openApiDocument()) as unknown as Doc;
});

describe('the OpenAPI document', () => {
  it('validates with a real OpenAPI parser', async () => {
    await expect(validateOpenApi(doc as never)).resolves.toBeUndefined();
  });

  it('the parser refuses a broken document (the check can fail)', async () => {
    const broken = structuredClone(doc) as unknown as Record<string, unknown>;
    const first = Object.values(broken.paths as Record<string, Record<string, Record<string, unknown>>>)[0]!;
    Object.values(first)[0]!.responses = 'nada';
    await expect(validateOpenApi(broken)).rejects.toThrow();
  });

  it('documents on every route the envelope of each generic and declared error code, at its status', () => {
    let checked = 0;
    for (const def of declaredRoutes()) {
      const { responses } = operationOf(doc, def);
      const own = new Set([def.status ?? 200, ...Object.keys(def.otherResponses ?? {}).map(Number)]);
      const codes: ErrorCode[] = [...genericErrorsOf(def), ...(def.errors ?? [])];
      expect(codes, `${def.path}: 500 always`).toContain('internal_error');
      if (def.access.kind !== 'public') expect(codes).toEqual(expect.arrayContaining(['unauthorized', 'forbidden']));
      // An upload, file or PDF route may answer 429 once its caller's budget is spent (decision 094).
      if (def.rateLimit) expect(codes, `${def.path}: 429`).toContain('too_many_requests');
      for (const code of codes) {
        const status = ERRORS[code].status;
        if (own.has(status)) continue;
        const schema = responses[String(status)]?.content?.['application/json']?.schema;
        expect(schema?.required, `${def.method} ${def.path} ${status}`).toEqual(['error', 'message']);
        expect(schema?.properties?.error?.enum, `${def.method} ${def.path} ${status}`).toContain(code);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(declaredRoutes().length * 3);
  });

  it('names the media type of every download, and 204 answers no content', () => {
    const seen = new Set<string>();
    for (const def of declaredRoutes()) {
      const success = operationOf(doc, def).responses[String(def.status ?? 200)];
      if (def.status === 204) expect(success?.content, def.path).toBeUndefined();
      if (!def.file) continue;
      const types = Object.keys(success?.content ?? {});
      for (const type of [def.file].flat()) {
        expect(types, `${def.method} ${def.path}`).toContain(type);
        seen.add(type.split(';')[0]!);
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['application/pdf', 'text/csv', XLSX]));
  });
});

describe('npm run build', () => {
  it('writes the OpenAPI document beside the compiled API, valid and equal to what the app serves', async () => {
    const outDir = mkdtempSync(path.join(REPO_ROOT, 'apps/api/.openapi-build-'));
    try {
      const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-api.mjs')], {
        cwd: REPO_ROOT,
        env: { ...process.env, ABONO_API_OUT_DIR: outDir },
        encoding: 'utf8',
        timeout: 110_000,
      });
      expect(run.status, run.stderr).toBe(0);
      expect(existsSync(path.join(outDir, 'server.js'))).toBe(true);
      const written = JSON.parse(readFileSync(path.join(outDir, 'openapi.json'), 'utf8')) as Record<string, unknown>;
      await validateOpenApi(written);
      expect(written).toEqual(doc);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
