import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authApi, type RouteDef } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { requireFingerprintHash } from './fingerprint';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refreshCookie';
import { isDatabaseUnavailable } from '../../db/connectionErrors';
import { login, logout, refresh, register } from './service';
import { resetPassword } from './resetPasswordService';
import { buildSessionUser } from '../../core/auth/sessionUser';
import { changePassword } from './changePassword';
import { endOtherSessions, endSession, listSessions } from './accountSessions';

/** The routes that bind a session to a device: they refuse a request without X-Device-Fingerprint. */
const FINGERPRINTED: ReadonlySet<RouteDef> = new Set([authApi.login, authApi.register, authApi.refresh]);

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jwtSecret, config, clock }) => {
  // Before anything else (body validation included), as the route-level hook it replaces.
  app.addHook('onRequest', async function fingerprintRequired(request: FastifyRequest) {
    const contract = request.routeOptions.config.contract;
    if (contract && FINGERPRINTED.has(contract)) requireFingerprintHash(request);
  });

  route(app, authApi.login, async function loginHandler(request, reply) {
    const session = await login(db, jwtSecret, request.body, {
      ip: request.ip,
      log: request.log,
      now: clock.now(),
      fingerprintHash: requireFingerprintHash(request),
      userAgent: request.headers['user-agent'] ?? null,
    });
    setRefreshCookie(reply, request, config, session.refresh.token, session.refresh.expiresAt);
    return session.body;
  });

  route(app, authApi.register, async function registerHandler(request) {
    const { tin, password, activationCode } = request.body;
    return register(db, { tin, password, activationCode }, { ip: request.ip, log: request.log, now: clock.now() });
  });

  route(app, authApi.refresh, async function refreshHandler(request, reply) {
    try {
      const session = await refresh(db, jwtSecret, readRefreshCookie(request), requireFingerprintHash(request), {
        log: request.log,
        now: clock.now(),
      });
      setRefreshCookie(reply, request, config, session.refresh.token, session.refresh.expiresAt);
      return session.body;
    } catch (error) {
      // A refused token is dropped; a database outage (503) is no verdict on it, and clearing
      // the cookie then would log everyone out of an outage (decision 049).
      if (!isDatabaseUnavailable(error)) clearRefreshCookie(reply, request, config);
      throw error;
    }
  });

  route(app, authApi.logout, async function logoutHandler(request, reply) {
    await logout(db, authOf(request), readRefreshCookie(request), clock.now());
    clearRefreshCookie(reply, request, config);
    return { ok: true as const };
  });

  route(app, authApi.me, async function sessionUserHandler(request) {
    return buildSessionUser(db, authOf(request));
  });

  route(app, authApi.changePassword, async function changePasswordHandler(request, reply) {
    const { currentPassword, newPassword } = request.body;
    await changePassword(
      db,
      authOf(request),
      { currentPassword, newPassword },
      {
        ip: request.ip,
        log: request.log,
        now: clock.now(),
      },
    );
    return reply.send();
  });

  route(app, authApi.sessions, async function listSessionsHandler(request) {
    return { sessions: await listSessions(db, authOf(request), clock.now()) };
  });

  route(app, authApi.endSession, async function endSessionHandler(request, reply) {
    await endSession(db, authOf(request), request.params.id, clock.now());
    return reply.send();
  });

  route(app, authApi.endOtherSessions, async function endOtherSessionsHandler(request, reply) {
    await endOtherSessions(db, authOf(request), clock.now());
    return reply.send();
  });

  route(app, authApi.resetPassword, async function resetPasswordHandler(request, reply) {
    const { tin, code, password } = request.body;
    await resetPassword(db, { tin, code, password }, { ip: request.ip, log: request.log, now: clock.now() });
    return reply.code(204).send();
  });
};
