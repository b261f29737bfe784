/**
 * Every route the domain declares is served, and every API route served was declared
 * (decision 066): the start-up check refuses an undeclared route, this test a declared one
 * nobody registered, and the OpenAPI document follows from the declarations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS, OBJECT_ACCESS, objectGuard, type ObjectAction, type RouteAccess } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from '../lib/declaredRoutes';
import { contractProblems } from '../plugins/routeRegistry';
import { useTestApp } from './testApp';

const t = useTestApp();

describe('route declarations', () => {
  it('every API route is registered from a declaration', () => {
    expect(contractProblems(t.app.routeTable)).toEqual([]);
  });

  it('every declaration is registered, once, with its own method and path', () => {
    const declared = declaredRoutes();
    expect(declared.length).toBeGreaterThan(40);
    const registered = t.app.routeTable.filter((r) => r.options.config?.contract);
    for (const def of declared) {
      const matches = registered.filter((r) => r.options.config?.contract === def && r.method === def.method);
      expect(
        matches.map((r) => r.url),
        `${def.method} ${def.path}`,
      ).toEqual([def.path]);
    }
    const keys = declared.map((d) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every grant a declaration needs is an objectGuard of a row of the policy’s one table', () => {
    const actions = Object.keys(OBJECT_ACCESS) as ObjectAction[];
    const guarded = declaredRoutes().filter((def) => def.access.kind === 'permission');
    expect(guarded.length).toBeGreaterThan(20);
    for (const def of guarded) {
      const access = def.access as Exclude<RouteAccess, { kind: 'public' }>;
      const where = access.company ?? (access.scope === 'none' ? 'none' : undefined);
      const derived = actions.map((action) => objectGuard(action, where));
      expect(derived, `${def.method} ${def.path}`).toContainEqual(def.access);
    }
    // …and none restates a row's grant by hand: the declarations' sources name no permission access.
    const contractDir = fileURLToPath(new URL('../../../../packages/domain/src/contract/', import.meta.url));
    const literal = readdirSync(contractDir)
      .filter((file) => file.endsWith('.ts') && file !== 'route.ts' && !file.endsWith('.test.ts'))
      .filter((file) => /kind:\s*'permission'/.test(readFileSync(path.join(contractDir, file), 'utf8')));
    expect(literal).toEqual([]);
  });

  it('the OpenAPI document lists every declared operation with its summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    for (const def of declaredRoutes()) {
      const openApiPath = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      // A declaration at its plugin's prefix is served at the prefix and with a trailing slash.
      const operation = (doc.paths[openApiPath] ?? doc.paths[`${openApiPath}/`])?.[def.method.toLowerCase()];
      expect(operation?.summary, `${def.method} ${def.path}`).toBe(def.summary);
    }
  });

  it('each declared error code is a documented response of its status, with the error envelope naming it', async () => {
    type Response = {
      content?: Record<string, { schema?: { properties?: { error?: { enum?: string[] } }; required?: string[] } }>;
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
    };
    let checked = 0;
    for (const def of declaredRoutes()) {
      const openApiPath = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = (doc.paths[openApiPath] ?? doc.paths[`${openApiPath}/`])?.[def.method.toLowerCase()];
      // A declaration nobody serves yet is reported by the tests above.
      if (!operation) continue;
      const own = new Set([def.status ?? 200, ...Object.keys(def.otherResponses ?? {}).map(Number)]);
      for (const code of def.errors ?? []) {
        const status = ERRORS[code].status;
        const response = operation.responses?.[String(status)];
        expect(response, `${def.method} ${def.path} ${code} → ${status}`).toBeDefined();
        if (own.has(status)) continue;
        const schema = response!.content?.['application/json']?.schema;
        expect(schema?.required, `${def.method} ${def.path} ${code}`).toEqual(['error', 'message']);
        expect(schema?.properties?.error?.enum, `${def.method} ${def.path} ${code}`).toContain(code);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
