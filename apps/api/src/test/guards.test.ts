import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from '../plugins/errorHandler';
import { guardPlugin } from '../plugins/guard';
import { createCompany, createUser } from './factories';
import { guardProblems, guardOf, isAllowedPublic, PUBLIC_ROUTES, routeRegistryPlugin } from '../plugins/routeRegistry';
import { useTestApp } from './testApp';

const t = useTestApp();

/** A concrete URL for a route pattern. */
function concreteUrl(url: string): string {
  return url
    .replace(':publicId', '00000000-0000-4000-8000-000000000000')
    .replace(/:[A-Za-z_]+/g, '1')
    .replace('*', 'x');
}

describe('every route declares a guard', () => {
  it('walks every registered route: each has a guard, and public ones are exactly the allow-listed ones', () => {
    const routes = t.app.routeTable;
    expect(routes.length).toBeGreaterThan(15);
    expect(guardProblems(routes)).toEqual([]);
    for (const route of routes) {
      const guard = guardOf(route);
      expect(guard, `${route.method} ${route.url}`).toBeDefined();
      if (guard!.kind === 'public') expect(isAllowedPublic(route.method, route.url), `${route.method} ${route.url}`).toBe(true);
    }
    const publicApi = routes
      .filter((r) => guardOf(r)?.kind === 'public' && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicApi).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('every non-public route refuses a request without a session', async () => {
    const guarded = t.app.routeTable.filter((r) => guardOf(r)?.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(8);
    for (const route of guarded) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json().error).toBe('unauthorized');
    }
  });

  it('an app with an unguarded route refuses to start', async () => {
    const app = Fastify();
    await app.register(routeRegistryPlugin);
    app.get('/api/unguarded', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/unguarded: no guard/);
  });

  it('an app with a public route outside the allow-list refuses to start', async () => {
    const app = Fastify();
    await app.register(routeRegistryPlugin);
    app.get('/api/secret', { config: { guard: { kind: 'public' } } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/public but not in the allow-list/);
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/notifications/count', '/api/settings/', '/api/health']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('company scope from the body and permission guards', () => {
  it('checks the validated body company id and the grant', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(guardPlugin, { db: t.db, jwtSecret: t.jwtSecret });
    app.post(
      '/api/probe',
      {
        config: { guard: { kind: 'permission', resource: 'loans', action: 'WRITE', company: { from: 'body', key: 'company_id' } } },
        schema: { body: z.object({ company_id: z.number().int().positive() }) },
      },
      async (request) => ({ ok: true, companyId: request.body.company_id }),
    );
    try {
      const a = await createCompany(t.db);
      const b = await createCompany(t.db);
      const hr = await createUser(t.db, { role: 'hr', companyIds: [a.id] });
      const employee = await createUser(t.db, { role: 'employee', companyIds: [a.id] });
      const hrHeaders = (await t.loginAs(hr.tin)).headers;
      const probe = (headers: Record<string, string>, companyId: number) =>
        app.inject({ method: 'POST', url: '/api/probe', headers, payload: { company_id: companyId } });

      expect((await probe(hrHeaders, a.id)).json()).toEqual({ ok: true, companyId: a.id });
      const other = await probe(hrHeaders, b.id);
      expect(other.statusCode).toBe(403);
      expect(other.json().error).toBe('company_forbidden');
      const noGrant = await probe((await t.loginAs(employee.tin)).headers, a.id);
      expect(noGrant.statusCode).toBe(403);
      expect(noGrant.json().error).toBe('forbidden');
    } finally {
      await app.close();
    }
  });
});
