/**
 * Security events (decision 012): refresh reuse, fingerprint mismatch and lockouts are
 * logged at warn with the user id, and with no secret (token, password, code, tin).
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { buildApp } from '../app';
import { createUser, loginAs, refreshCookieHeader, refreshCookieOf } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config: t.config, db: t.db, jwtSecret: t.jwtSecret, logger: { level: 'warn', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const WARN = 40;
const events = (name: string) => lines.filter((l) => l.securityEvent === name);

function refreshWith(token: string, fingerprint: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...refreshCookieHeader(token), [FINGERPRINT_HEADER]: fingerprint },
  });
}

describe('security events in the log', () => {
  it('refresh reuse after the grace: warn with the user id, no token', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(app, user.tin);
    const next = refreshCookieOf(await refreshWith(session.refreshToken, session.fingerprint))!;
    await t.pool.query(
      `update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null`,
    );
    expect((await refreshWith(session.refreshToken, session.fingerprint)).statusCode).toBe(401);
    const [event] = events('refresh_reuse');
    expect(event).toMatchObject({ level: WARN, userId: user.id, familyId: expect.any(String) });
    const all = JSON.stringify(lines);
    expect(all).not.toContain(session.refreshToken);
    expect(all).not.toContain(next);
  });

  it('fingerprint mismatch: warn with the user id', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(app, user.tin);
    expect((await refreshWith(session.refreshToken, 'otro-dispositivo')).statusCode).toBe(401);
    expect(events('fingerprint_mismatch').find((e) => e.userId === user.id)).toMatchObject({ level: WARN });
    expect(JSON.stringify(lines)).not.toContain(session.refreshToken);
  });

  it('lockout: warn with the user id and the scope, never the tin or the password', async () => {
    const user = await createUser(t.db);
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { [FINGERPRINT_HEADER]: 'log-device' },
        payload: { tin: user.tin, password, fingerprint: 'log-device' },
        remoteAddress: '10.80.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('Mala#clave-secreta')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(429);
    expect(events('lockout').find((e) => e.userId === user.id)).toMatchObject({
      level: WARN,
      scope: 'tin',
      purpose: 'login',
    });
    const all = JSON.stringify(lines);
    expect(all).not.toContain(user.tin);
    expect(all).not.toContain('Mala#clave-secreta');
    expect(all).not.toContain(user.password);
  });
});
