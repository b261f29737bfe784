/**
 * Rate limits on the expensive routes (decision 094): every upload, generated file and PDF route
 * declares its class, and flooding any of them answers 429 too_many_requests with Retry-After and
 * the Spanish envelope, for that person only. Small budgets through the configuration keep it fast.
 */
import { ERRORS, type RouteDef } from '@abono/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_RATE_LIMITS } from '../core/rateLimit/routeRateLimit';
import { rateLimitHits } from '../db/schema';
import { declaredRoutes } from '../lib/declaredRoutes';
import { createUser } from './factories';
import { concreteUrl } from './routeWalk';
import { useTestApp } from './testApp';

const LIMIT = 2;
const t = useTestApp({
  config: {
    routeRateLimits: {
      upload: { limit: LIMIT, windowSeconds: 600 },
      file: { limit: LIMIT, windowSeconds: 600 },
      pdf: { limit: LIMIT, windowSeconds: 600 },
    },
  },
});

/** The class an expensive route must declare: uploads by their form, PDFs and other files by their type. */
function expectedClass(def: RouteDef): RouteDef['rateLimit'] {
  if (def.multipart) return 'upload';
  if (!def.file || def.access.kind === 'public') return undefined;
  return [def.file].flat().includes('application/pdf') ? 'pdf' : 'file';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function expectTooMany(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(429);
  expect(Number(res.headers['retry-after']), label).toBeGreaterThanOrEqual(1);
  expect(Number(res.headers['retry-after']), label).toBeLessThanOrEqual(600);
  expect(res.json(), label).toEqual({ error: 'too_many_requests', message: ERRORS.too_many_requests.message });
  expect(res.headers['cache-control'], label).toBe('no-store');
}

describe('expensive routes declare a rate limit', () => {
  it('every upload, generated file and PDF route names its class; no public route has one', () => {
    const routes = declaredRoutes();
    const expensive = routes.filter((def) => expectedClass(def));
    // Today: 8 uploads, 6 PDFs and 7 other files; a new one shows up here.
    expect(expensive.length).toBeGreaterThanOrEqual(21);
    for (const def of routes) {
      const label = `${def.method} ${def.path}`;
      expect(def.rateLimit, label).toBe(expectedClass(def));
      if (def.rateLimit) expect(def.access.kind, label).not.toBe('public');
    }
  });

  it('the default budgets leave room for real work', () => {
    for (const rule of Object.values(DEFAULT_ROUTE_RATE_LIMITS)) {
      // At least one call every ten seconds, sustained, in a window no longer than a coffee break.
      expect(rule.limit / rule.windowSeconds).toBeGreaterThanOrEqual(0.1);
      expect(rule.windowSeconds).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe('flooding a limited route', () => {
  it('each limited route answers 429 with Retry-After past the budget, for that person only', async () => {
    const limited = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.options.config?.contract?.rateLimit);
    expect(limited.length).toBeGreaterThanOrEqual(21);
    const flooder = await createUser(t.db, { role: 'super_admin' });
    const other = await createUser(t.db, { role: 'super_admin' });
    const flooderHeaders = (await t.loginAs(flooder.tin)).headers;
    const otherHeaders = (await t.loginAs(other.tin)).headers;
    for (const route of limited) {
      await t.db.delete(rateLimitHits);
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as Method, url: concreteUrl(route.url), headers });
      const label = `${route.method} ${route.url}`;
      for (let i = 0; i < LIMIT; i++) expect((await call(flooderHeaders)).statusCode, label).not.toBe(429);
      expectTooMany(await call(flooderHeaders), label);
      // Another person's budget is untouched.
      expect((await call(otherHeaders)).statusCode, label).not.toBe(429);
    }
  });

  it('one budget per class: a flood of one PDF route also stops the other PDF routes, not uploads', async () => {
    await t.db.delete(rateLimitHits);
    const user = await createUser(t.db, { role: 'super_admin' });
    const headers = (await t.loginAs(user.tin)).headers;
    for (let i = 0; i < LIMIT; i++) await t.app.inject({ method: 'GET', url: '/api/loans/1/contract', headers });
    expectTooMany(await t.app.inject({ method: 'GET', url: '/api/employees/1/reset-code/letter', headers }), 'pdf');
    const upload = await t.app.inject({ method: 'POST', url: '/api/employees/import', headers });
    expect(upload.statusCode).not.toBe(429);
  });

  it('20 identical requests at once never overshoot the budget', async () => {
    await t.db.delete(rateLimitHits);
    const user = await createUser(t.db, { role: 'super_admin' });
    const headers = (await t.loginAs(user.tin)).headers;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/employees/template', headers })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
  });

  it('a caller without a session is refused by the guard and spends nobody’s budget', async () => {
    await t.db.delete(rateLimitHits);
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/employees/template' });
      expect(res.statusCode).toBe(401);
    }
    expect(await t.db.$count(rateLimitHits)).toBe(0);
  });
});
