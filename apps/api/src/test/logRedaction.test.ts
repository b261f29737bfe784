/**
 * The log never carries SQL parameters (a failed insert logged the argon2
 * hash) nor query strings (`?access_token=…`). The app logs to a stream we read back.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTin } from './factories';
import { useTestApp } from './testApp';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const t = useTestApp({ app: { logger: { level: 'info', stream } } });
const logged = () => lines.join('\n');
afterEach(() => {
  lines.length = 0;
});

describe('what the log may say', () => {
  beforeAll(async () => {
    // Make every new user row fail inside PostgreSQL, after the password was hashed.
    await t.db.execute(sql`
      CREATE FUNCTION test_refuse_users() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'inserción de usuarios rechazada por la prueba'; END $$`);
    await t.db.execute(
      sql`CREATE TRIGGER test_refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_refuse_users()`,
    );
  });

  it('a failed insert logs the PostgreSQL cause but neither the password hash nor the SQL parameters', async () => {
    const tin = uniqueTin('LOGS');
    const password = 'Registro#Secreto2026';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { [FINGERPRINT_HEADER]: 'log-test-device' },
      payload: { tin, password, confirmPassword: password, fingerprint: 'log-test-device' },
    });
    expect(res.statusCode).toBe(500);
    const text = logged();
    expect(text).toContain('inserción de usuarios rechazada por la prueba'); // the cause is still there
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/params:/);
    expect(text).not.toContain('insert into "users"');
    expect(text).not.toContain(tin); // the tin was a parameter too
  });

  it('a value PostgreSQL quotes back in its message is hidden', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA';
    const error = await t.db.execute(sql`SELECT ${secret}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String((error as Error).cause ?? error)).toContain(secret); // the raw error does carry it
    t.app.log.error({ err: error }, 'consulta fallida');
    const text = logged();
    expect(text).toContain('invalid input syntax for type integer');
    expect(text).toContain('22P02');
    expect(text).not.toContain('c2VjcmV0');
  });

  it('logs URLs without their query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?access_token=eyJhbGciOiJIUzI1NiJ9.secreto&x=1' });
    expect(res.statusCode).toBe(200);
    const text = logged();
    expect(text).toContain('"url":"/api/health?[oculto]"');
    expect(text).not.toContain('access_token');
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
  });
});
