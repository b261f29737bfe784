import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from '../plugins/errorHandler';
import { guardPlugin, type Guard } from '../plugins/guard';
import { multipartBodyPlugin, uploadOf } from '../plugins/multipartBody';
import { applyFields, companyScenario, borrower } from './testSupport';
import { createCompany, createUser } from './factories';
import { multipartBody } from './multipart';
import {
  guardProblems,
  guardOf,
  isAllowedPublic,
  PUBLIC_ROUTES,
  routeRegistryPlugin,
  scopeProblems,
} from '../plugins/routeRegistry';
import { declaredRoutes } from '../lib/declaredRoutes';
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
      if (guard!.kind === 'public')
        expect(isAllowedPublic(route.method, route.url), `${route.method} ${route.url}`).toBe(true);
    }
    const publicApi = routes
      .filter((r) => guardOf(r)?.kind === 'public' && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicApi).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('the public routes are the declarations that say so (their one home), today these six', () => {
    const declaredPublic = declaredRoutes()
      .filter((def) => def.access.kind === 'public')
      .map((def) => `${def.method} ${def.path}`)
      .sort();
    expect([...PUBLIC_ROUTES].sort()).toEqual(declaredPublic);
    // A reviewer's pin, not a second home: a route that becomes public shows up here.
    expect(declaredPublic).toEqual(
      [
        'GET /api/health',
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/auth/refresh',
        // The reset with an HR code (decision 085): a person who forgot their password has no session.
        'POST /api/auth/reset-password',
        'GET /api/files/:publicId',
      ].sort(),
    );
    // A route served as public that no declaration calls public is refused at start.
    const stray = { method: 'GET', url: '/api/stray', options: { config: { guard: { kind: 'public' } } } };
    expect(guardProblems([stray as never])).toEqual(['GET /api/stray: public but not in the allow-list']);
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

  it('every non-public route declares its company scope: company source, object scope or no company', () => {
    const routes = t.app.routeTable;
    expect(scopeProblems(routes)).toEqual([]);
    const multipartRoutes = routes.filter((r) => r.options.config?.multipart).map((r) => `${r.method} ${r.url}`);
    // The multipart routes are covered too: their forms are parsed before the guard's company check.
    expect(multipartRoutes).toEqual(
      expect.arrayContaining(['POST /api/loans', 'POST /api/loans/insurance', 'POST /api/companies']),
    );
    for (const url of ['/api/loans', '/api/loans/insurance']) {
      const guard = guardOf(routes.find((r) => r.method === 'POST' && r.url === url)!);
      expect(guard && guard.kind !== 'public' ? guard.company : undefined, url).toEqual({
        from: 'body',
        key: 'company_id',
      });
    }
  });

  it('scopeProblems names a route that declares no scope, or two', () => {
    const route = (url: string, guard: object) => ({
      method: 'GET',
      url,
      options: { method: 'GET', url, handler: () => null, config: { guard } },
    });
    expect(
      scopeProblems([
        route('/api/a', { kind: 'authenticated' }),
        route('/api/b', { kind: 'authenticated', scope: 'none', company: { from: 'query', key: 'company_id' } }),
        route('/api/c', { kind: 'authenticated', scope: 'object' }),
        route('/api/d', { kind: 'public' }),
      ] as never),
    ).toEqual([
      "GET /api/a: no company scope (declare company, scope: 'object' or scope: 'none')",
      "GET /api/b: both company and scope 'none'",
    ]);
  });

  it('an app with a guarded route that declares no company scope refuses to start', async () => {
    const app = Fastify();
    await app.register(routeRegistryPlugin);
    // The type of a declaration requires a scope; the start-up check also covers a route built without one.
    const unscoped = { kind: 'authenticated' } as unknown as Guard;
    app.get('/api/unscoped', { config: { guard: unscoped } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/unscoped: no company scope/);
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
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/me',
        '/api/notifications/count',
        '/api/settings/',
        '/api/health',
      ]),
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
        config: {
          guard: {
            kind: 'permission',
            resource: 'loans',
            action: 'WRITE',
            company: { from: 'body', key: 'company_id' },
          },
        },
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

describe('multipart routes: the form is read before the guard checks the company', () => {
  // Files are kept for the handler; JSON is 415; 401 comes before reading.
  it('a multipart probe route takes the company from the body like JSON', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(multipart);
    await app.register(multipartBodyPlugin);
    await app.register(guardPlugin, { db: t.db, jwtSecret: t.jwtSecret });
    let handled = 0;
    app.post(
      '/api/probe',
      {
        config: {
          guard: {
            kind: 'permission',
            resource: 'loans',
            action: 'WRITE',
            company: { from: 'body', key: 'company_id' },
          },
          multipart: { fileSize: 1024, files: 1, fields: 3 },
        },
        schema: { body: z.object({ company_id: z.coerce.number().int().positive(), note: z.string().optional() }) },
      },
      async (request) => {
        handled++;
        const file = uploadOf(request, 'doc');
        return {
          companyId: request.body.company_id,
          note: request.body.note ?? null,
          doc: file ? file.bytes.toString('utf8') : null,
        };
      },
    );
    try {
      const a = await createCompany(t.db);
      const b = await createCompany(t.db);
      const hr = await createUser(t.db, { role: 'hr', companyIds: [a.id] });
      const { headers } = await t.loginAs(hr.tin);
      const send = (fields: Record<string, string>, h: Record<string, string> = headers) => {
        const body = multipartBody(fields, [
          { field: 'doc', filename: 'd.txt', contentType: 'text/plain', content: Buffer.from('hola') },
        ]);
        return app.inject({
          method: 'POST',
          url: '/api/probe',
          headers: { ...h, ...body.headers },
          payload: body.payload,
        });
      };

      const ok = await send({ company_id: String(a.id), note: 'x' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ companyId: a.id, note: 'x', doc: 'hola' });
      const other = await send({ company_id: String(b.id) });
      expect(other.statusCode).toBe(403);
      expect(other.json().error).toBe('company_forbidden');
      const missing = await send({ note: 'sin empresa' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields)).toEqual(['company_id']);
      const anonymous = await send({ company_id: String(a.id) }, {});
      expect(anonymous.statusCode).toBe(401);
      const json = await app.inject({ method: 'POST', url: '/api/probe', headers, payload: { company_id: a.id } });
      expect(json.statusCode).toBe(415);
      expect(handled).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('POST /api/loans and /loans/insurance refuse another company in the form (403) before any file', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const foreign = await createCompany(t.db);
    for (const url of ['/api/loans', '/api/loans/insurance']) {
      // No signature and no payslip: were the files checked first, this would be a 400.
      const insurance = { insurance_type: 'life', policy_amount: '5000.00', payment_method: 'weekly' };
      const body = multipartBody({
        ...applyFields(s),
        ...(url.endsWith('insurance') ? insurance : {}),
        company_id: String(foreign.id),
      });
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...e.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error, url).toBe('company_forbidden');
    }
  });
});
