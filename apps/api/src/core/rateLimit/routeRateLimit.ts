/**
 * Rate limits on the expensive routes (decision 094): a route whose declaration names a class
 * (`rateLimit: 'upload' | 'file' | 'pdf'`, packages/domain/src/contract/route.ts) spends one unit
 * of its caller's budget of that class on every call, counted in PostgreSQL (rateLimit.ts) so the
 * budget holds across API processes. Past it the answer is 429 too_many_requests with Retry-After.
 */
import fp from 'fastify-plugin';
import type { RouteRateLimit } from '@abono/domain';
import type { Db } from '../../db/client';
import { hitRateLimit, type RateLimit } from './rateLimit';

export type RouteRateLimitRule = Pick<RateLimit, 'limit' | 'windowSeconds'>;
export type RouteRateLimits = Record<RouteRateLimit, RouteRateLimitRule>;

/**
 * Per person, per five minutes, generous for real work and far below a flood: HR uploading a
 * savings file, an import and a handful of corrections; treasury generating and re-downloading
 * the week's bank files and exports for several companies; HR printing a letter or contract
 * every few seconds for a whole office. A script looping on a PDF or an upload stops here.
 */
export const DEFAULT_ROUTE_RATE_LIMITS: RouteRateLimits = {
  upload: { limit: 30, windowSeconds: 5 * 60 },
  file: { limit: 60, windowSeconds: 5 * 60 },
  pdf: { limit: 120, windowSeconds: 5 * 60 },
};

/** The bucket of a class in rate_limit_hits (one budget per class, whatever the route of it). */
export function routeBucket(kind: RouteRateLimit): string {
  return `route_${kind}`;
}

export const routeRateLimitPlugin = fp<{ db: Db; limits?: Partial<RouteRateLimits> }>(
  async (app, { db, limits }) => {
    const rules: RouteRateLimits = { ...DEFAULT_ROUTE_RATE_LIMITS, ...limits };
    // After the guard's onRequest (the caller is known) and before the body is read: a refused
    // upload is never buffered. Every call counts, answered or refused later, as each costs work.
    app.addHook('onRequest', async function countExpensiveCall(request) {
      if (request.is404) return;
      const kind = request.routeOptions.config.contract?.rateLimit;
      if (!kind || !request.auth) return;
      // Per person, across companies: a company-wide budget would let one user lock out colleagues.
      await hitRateLimit(db, { bucket: routeBucket(kind), ...rules[kind] }, `user:${request.auth.id}`);
    });
  },
  { name: 'abono-route-rate-limit', dependencies: ['abono-guard'] },
);
