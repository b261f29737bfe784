import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { loginSchema, registerSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { PUBLIC, authOf } from '../../plugins/guard';
import { requireFingerprintHash } from './fingerprint';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refreshCookie';
import { isDatabaseUnavailable } from '../../db/connectionErrors';
import { okResponseSchema as okSchema, registerResponseSchema, sessionUserSchema, tokenResponseSchema } from '@abono/domain';
import { login, logout, refresh, register } from './service';
import { buildSessionUser } from '../../core/auth/sessionUser';

/** Login, register and refresh refuse a request without X-Device-Fingerprint, before anything else. */
async function fingerprintRequired(request: FastifyRequest): Promise<void> {
  requireFingerprintHash(request);
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jwtSecret, config, clock }) => {
  app.post(
    '/login',
    {
      config: { guard: PUBLIC },
      onRequest: fingerprintRequired,
      schema: { tags, summary: 'Iniciar sesión', body: loginSchema, response: { 200: tokenResponseSchema } },
    },
    async function loginHandler(request, reply) {
      const session = await login(db, jwtSecret, request.body, {
        ip: request.ip,
        log: request.log,
        now: clock.now(),
        fingerprintHash: requireFingerprintHash(request),
      });
      setRefreshCookie(reply, request, config, session.refresh.token, session.refresh.expiresAt);
      return session.body;
    },
  );

  app.post(
    '/register',
    {
      config: { guard: PUBLIC },
      onRequest: fingerprintRequired,
      schema: { tags, summary: 'Registrarse con el RFC (y, opcionalmente, el código de activación del empleado)', body: registerSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const { tin, password, activationCode } = request.body;
      const result = await register(db, { tin, password, activationCode }, { ip: request.ip, log: request.log, now: clock.now() });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/refresh',
    {
      config: { guard: PUBLIC },
      onRequest: fingerprintRequired,
      schema: { tags, summary: 'Renovar el token de acceso con la cookie de sesión', response: { 200: tokenResponseSchema } },
    },
    async function refreshHandler(request, reply) {
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
    },
  );

  app.post(
    '/logout',
    {
      config: { guard: { kind: 'authenticated', scope: 'none' } },
      schema: { tags, summary: 'Cerrar sesión', response: { 200: okSchema } },
    },
    async function logoutHandler(request, reply) {
      await logout(db, authOf(request), readRefreshCookie(request), clock.now());
      clearRefreshCookie(reply, request, config);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      config: { guard: { kind: 'authenticated', scope: 'none' } },
      schema: { tags, summary: 'Usuario de la sesión', response: { 200: sessionUserSchema } },
    },
    async (request) => buildSessionUser(db, authOf(request)),
  );
};
