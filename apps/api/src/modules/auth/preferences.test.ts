/**
 * GET and PUT /api/auth/preferences (decision 086): on by default when the account has an
 * address, each user changes only their own, bad bodies answer 400 in Spanish. Real PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const URL = '/api/auth/preferences';

async function signedIn(email: string | null = 'persona@ejemplo.mx') {
  const user = await createUser(t.db, { email });
  return { user, headers: (await t.loginAs(user.tin)).headers };
}

describe('preferences', () => {
  it('on by default with an address; off and on again; stored on the user', async () => {
    const { user, headers } = await signedIn();
    const get = () => t.app.inject({ method: 'GET', url: URL, headers });
    expect((await get()).json()).toEqual({ emailNotices: true, hasEmail: true, mailEnabled: false });
    const off = await t.app.inject({ method: 'PUT', url: URL, headers, payload: { emailNotices: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ emailNotices: false, hasEmail: true, mailEnabled: false });
    expect((await get()).json()).toMatchObject({ emailNotices: false });
    const [row] = await t.db.select({ on: users.emailNotices }).from(users).where(eq(users.id, user.id));
    expect(row!.on).toBe(false);
    await t.app.inject({ method: 'PUT', url: URL, headers, payload: { emailNotices: true } });
    expect((await get()).json()).toMatchObject({ emailNotices: true });
  });

  it('without an address the notices cannot be on, whatever is stored', async () => {
    const { headers } = await signedIn(null);
    const res = await t.app.inject({ method: 'PUT', url: URL, headers, payload: { emailNotices: true } });
    expect(res.json()).toEqual({ emailNotices: false, hasEmail: false, mailEnabled: false });
  });

  it("a user changes only their own; another user's choice stays, whatever id the body names", async () => {
    const a = await signedIn('a@ejemplo.mx');
    const b = await signedIn('b@ejemplo.mx');
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: a.headers,
      payload: { emailNotices: false, userId: b.user.id, id: b.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: b.headers })).json()).toMatchObject({
      emailNotices: true,
    });
  });

  it('refuses a bad body with 400 and a Spanish message, and an anonymous caller with 401', async () => {
    const { headers } = await signedIn();
    for (const payload of [
      { emailNotices: 'sí' },
      {},
      { emailNotices: null },
      { emailNotices: '\u0000' },
      { emailNotices: 'x'.repeat(1024 * 1024 - 100) },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: URL, headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_error',
        message: expect.any(String),
        fields: { emailNotices: 'errors.invalid_value' },
      });
    }
    const junk = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"emailNotices":',
    });
    expect(junk.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: { emailNotices: false } })).statusCode).toBe(401);
  });

  it('20 identical requests at once all answer and leave one value', async () => {
    const { headers } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'PUT', url: URL, headers, payload: { emailNotices: false } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await t.app.inject({ method: 'GET', url: URL, headers })).json()).toMatchObject({ emailNotices: false });
  });
});
