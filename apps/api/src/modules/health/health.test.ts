import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER, healthSchema } from '@abono/domain';
import { buildApp } from '../../app';
import { createDb } from '../../db/client';
import { createUser, loginAs } from '../../test/factories';
import { testConfig, useTestApp } from '../../test/testApp';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the API and the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', api: 'ok', database: 'ok' });
    expect(new Date(body.time).toISOString()).toBe(body.time);
    // The domain's response shape, nothing more and nothing less.
    expect(healthSchema.strict().parse(body)).toEqual(body);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const { db, pool } = createDb('postgres://nobody:nothing@127.0.0.1:1/none', { max: 1 });
    const app = await buildApp({ config: testConfig(t.config.dataDir), db, jwtSecret: randomBytes(32) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', api: 'ok', database: 'error' });
      expect(healthSchema.strict().parse(res.json())).toEqual(res.json());
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('logging', () => {
  it('never writes passwords, tokens or cookies to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(t.config.dataDir),
      db: t.db,
      jwtSecret: t.jwtSecret,
      logger: { level: 'trace', stream },
    });
    try {
      const user = await createUser(t.db);
      const session = await loginAs(app, user.tin);
      await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { ...session.headers, cookie: `abono_rt=${session.refreshToken}` },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { [FINGERPRINT_HEADER]: 'log-device' },
        payload: { tin: user.tin, password: 'Incorrecta#99', fingerprint: 'log-device' },
      });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [user.password, 'Incorrecta#99', session.token, session.refreshToken]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
