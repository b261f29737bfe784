/**
 * The one guard mechanism. Every route declares `config.guard`:
 *
 *   { kind: 'public' }                                   anyone (allow-listed in routeRegistry.ts)
 *   { kind: 'authenticated' }                            any signed-in, active user
 *   { kind: 'permission', resource, action, type? }      a grant from the role's permissions (03 §5)
 *
 * Every non-public guard also says where its company comes from (the
 * every-route test in test/guards.test.ts requires exactly one of these):
 *   company: { from, key }   the company id is read from the validated query, params or
 *                            body (multipart too: plugins/multipartBody.ts parses the form
 *                            first) and checked here; the all-companies grant passes;
 *   scope: 'object'          the path names an object (e.g. /loans/:id) whose company the
 *                            service checks when it loads it (404 for other companies);
 *   scope: 'none'            no company data: the session, the caller's own notifications,
 *                            creating a company.
 * `allow: (user) => boolean` adds a rule the grant alone cannot say (e.g. one of two grants).
 *
 * onRequest verifies the bearer token and the grant before the body is read; the
 * company check runs in preHandler, after validation, on the parsed id. Both decisions
 * are the policy module's (core/policy/authorize.ts). A route without a guard is
 * refused at start-up (routeRegistry.ts) and, should one slip through, with 403 here.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { reachesAllCompanies, type RouteAccess } from '@abono/domain';
import type { Db } from '../db/client';
import { AppError } from '../lib/appError';
import { assertCompanyExists } from '../core/companies/assertCompanyExists';
import { verifyAccessToken } from '../core/auth/accessToken';
import { loadAuthUser, type AuthUser } from '../core/auth/authUser';
import { authorize, isPermitted } from '../core/policy/authorize';

/** A route's access declaration (packages/domain/src/contract/route.ts), plus server-only rules. */
export type Guard = RouteAccess & {
  /** Extra rule on the caller (e.g. one of two grants); false answers 403 forbidden. */
  allow?: (user: AuthUser) => boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
  interface FastifyRequest {
    /** The caller; set by the guard for every non-public route. */
    auth: AuthUser | null;
  }
}

export const PUBLIC: Guard = { kind: 'public' };

/** The caller of a guarded route (the guard guarantees it is set). */
export function authOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export async function authenticate(db: Db, jwtSecret: Uint8Array, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized');
  const claims = verifyAccessToken(jwtSecret, token);
  if (!claims) throw new AppError('unauthorized');
  const user = await loadAuthUser(db, claims.userId, claims.sessionId);
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion || !user.sessionAlive)
    throw new AppError('unauthorized');
  return user;
}

export const guardPlugin = fp<{ db: Db; jwtSecret: Uint8Array }>(
  async (app, { db, jwtSecret }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const guard = request.routeOptions.config.guard;
      if (!guard) throw new AppError('forbidden');
      if (guard.kind === 'public') return;
      const user = await authenticate(db, jwtSecret, request);
      request.auth = user;
      if (
        guard.kind === 'permission' &&
        !isPermitted(user, { type: guard.type, resource: guard.resource, action: guard.action })
      ) {
        throw new AppError('forbidden');
      }
      if (guard.allow && !guard.allow(user)) throw new AppError('forbidden');
    });

    app.addHook('preHandler', async (request) => {
      if (request.is404) return;
      const guard = request.routeOptions.config.guard;
      if (!guard || guard.kind === 'public' || !guard.company) return;
      const source = { query: request.query, params: request.params, body: request.body }[guard.company.from];
      const value = (source as Record<string, unknown> | undefined)?.[guard.company.key];
      if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
        throw new AppError('validation_error', { fields: { [guard.company.key]: 'errors.required' } });
      }
      await authorize(db, authOf(request), null, { companyId: value });
      // The all-companies grant passes for any id: a company that does not exist is a 404 here,
      // not an empty answer, or a foreign-key failure (500) in the service that writes for it.
      if (reachesAllCompanies(authOf(request).grants)) await assertCompanyExists(db, value);
    });
  },
  { name: 'abono-guard' },
);
