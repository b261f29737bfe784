/**
 * Collects every registered route (onRoute) so that start-up, and a test, can prove
 * each one declares a guard, and that public routes are exactly the allow-listed ones.
 */
import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import { declaredRoutes } from '../lib/declaredRoutes';
import type { Guard } from './guard';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's options object; read the guard after all onRoute hooks ran. */
  options: RouteOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
}

/**
 * Routes anyone may call: those their declaration says are public (`access: { kind: 'public' }`,
 * packages/domain/src/contract), the one home of that choice.
 */
export const PUBLIC_ROUTES: readonly string[] = declaredRoutes()
  .filter((def) => def.access.kind === 'public')
  .map((def) => `${def.method} ${def.path}`);
/** Public by prefix: the OpenAPI document and Swagger UI assets. */
export const PUBLIC_PREFIXES: readonly string[] = ['GET /api/docs'];
/**
 * Public static files of the built web app (the SPA fallback is the 404 handler), and the
 * pages the build prerenders (spa.ts PRERENDERED_PAGES).
 */
export const PUBLIC_STATIC: readonly string[] = ['GET /*', 'GET /login'];

export function guardOf(route: RegisteredRoute): Guard | undefined {
  return route.options.config?.guard;
}

/** True when a route may be public. HEAD routes follow their GET route. */
export function isAllowedPublic(method: string, url: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  const key = `${m} ${url}`;
  return (
    PUBLIC_ROUTES.includes(key) ||
    PUBLIC_STATIC.includes(key) ||
    PUBLIC_PREFIXES.some((p) => key === p || key.startsWith(`${p}/`))
  );
}

/** Problems of the route table: missing guards and public routes not in the allow-list. */
export function guardProblems(routes: readonly RegisteredRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const guard = guardOf(route);
    if (!guard) problems.push(`${route.method} ${route.url}: no guard`);
    else if (guard.kind === 'public' && !isAllowedPublic(route.method, route.url)) {
      problems.push(`${route.method} ${route.url}: public but not in the allow-list`);
    }
  }
  return problems;
}

/**
 * Problems of company scope: every non-public route declares exactly one of
 * `company: { from, key }` (the guard checks it), `scope: 'object'` (the service checks the
 * company of the object in the path) or `scope: 'none'` (no company data). A route that
 * says nothing could be a company-scoped route that forgot its check.
 */
export function scopeProblems(routes: readonly RegisteredRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const guard = guardOf(route);
    if (!guard || guard.kind === 'public') continue;
    const declared = [guard.company ? 'company' : null, guard.scope ? `scope '${guard.scope}'` : null].filter(Boolean);
    if (declared.length === 0) {
      problems.push(
        `${route.method} ${route.url}: no company scope (declare company, scope: 'object' or scope: 'none')`,
      );
    } else if (declared.length > 1) {
      problems.push(`${route.method} ${route.url}: both ${declared.join(' and ')}`);
    }
  }
  return problems;
}

/**
 * Problems of declaration (decision 066): every API route is registered from its declaration in
 * the domain (lib/route.ts), so the web's typed client and the OpenAPI document describe it.
 * Swagger UI's own routes and the SPA are not API routes of ours.
 */
export function contractProblems(routes: readonly RegisteredRoute[]): string[] {
  return routes
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !isAllowedPublicPrefix(r.method, r.url))
    .filter((r) => !r.options.config?.contract)
    .map((r) => `${r.method} ${r.url}: no está declarada en packages/domain/src/contract (regístrala con route())`);
}

function isAllowedPublicPrefix(method: string, url: string): boolean {
  const key = `${method} ${url}`;
  return PUBLIC_PREFIXES.some((p) => key === p || key.startsWith(`${p}/`));
}

export const routeRegistryPlugin = fp(
  async (app) => {
    const table: RegisteredRoute[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) table.push({ method, url: options.url, options });
    });
    app.addHook('onReady', async () => {
      // A route without a guard, or without a declared company scope, never starts serving.
      const problems = [...guardProblems(table), ...scopeProblems(table), ...contractProblems(table)];
      if (problems.length > 0)
        throw new Error(`Rutas sin guardia o sin alcance de empresa declarado:\n${problems.join('\n')}`);
    });
  },
  { name: 'abono-route-registry' },
);

/** Mark every route registered in the calling plugin scope as public (third-party plugins). */
export function markRoutesPublic(options: RouteOptions): void {
  options.config = { ...(options.config ?? {}), guard: { kind: 'public' } };
}
