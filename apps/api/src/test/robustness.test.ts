import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { applyFields, applyRequest, borrower, companyScenario } from './testSupport';
import { createCompany, createUser, loginAs, uniqueTin } from './factories';
import { multipartBody } from './multipart';
import { useTestApp } from './testApp';

const t = useTestApp();

function expectSpanishError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string; message: string };
  expect(body.error).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(5);
}

describe('bad input never causes a 500', () => {
  const login = (payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType, [FINGERPRINT_HEADER]: 'robust' },
      payload,
    });

  it('malformed JSON → 400 invalid_json', async () => {
    expectSpanishError(await login('{"tin": "ABC", '), 400, 'invalid_json');
    expectSpanishError(await login('not json at all'), 400, 'invalid_json');
  });

  it('an empty JSON body → 400', async () => {
    const res = await login('');
    expect(res.statusCode).toBe(400);
  });

  it('wrong types → 400 validation_error with fields', async () => {
    const res = await login(JSON.stringify({ tin: 123, password: ['x'], fingerprint: {} }));
    expectSpanishError(res, 400, 'validation_error');
    expect(Object.keys((res.json() as { fields: object }).fields).sort()).toEqual(['fingerprint', 'password', 'tin']);
    const arrayBody = await login(JSON.stringify([1, 2, 3]));
    expect(arrayBody.statusCode).toBe(400);
    const nullBody = await login('null');
    expect(nullBody.statusCode).toBe(400);
  });

  it('a 2 MB JSON body → 413 payload_too_large', async () => {
    const res = await login(JSON.stringify({ tin: 'X'.repeat(2 * 1024 * 1024), password: 'x', fingerprint: 'y' }));
    expectSpanishError(res, 413, 'payload_too_large');
  });

  it('a long string inside the limit → 400, not a database error', async () => {
    const res = await login(JSON.stringify({ tin: 'ABC', password: 'x'.repeat(500_000), fingerprint: 'y' }));
    expect(res.statusCode).toBe(400);
  });

  it('an unknown content type → 415 unsupported_media_type', async () => {
    expectSpanishError(
      await login('tin=ABC&password=x', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    );
    expectSpanishError(await login('hola', 'text/plain'), 415, 'unsupported_media_type');
    expectSpanishError(await login('<xml/>', 'application/xml'), 415, 'unsupported_media_type');
  });

  it('prototype pollution attempts → 400', async () => {
    const res = await login('{"tin":"A","password":"b","fingerprint":"c","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it('invalid ids and query values on authenticated routes → 400', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyIds: [company.id] });
    const { headers } = await loginAs(t.app, user.tin);
    for (const url of [
      '/api/settings?company_id=abc',
      '/api/settings?company_id=99999999999999999999',
      '/api/settings?company_id=1.5',
      '/api/settings?company_id=',
      '/api/companies/abc/active-products',
      '/api/companies/99999999999999999999/active-products',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
    const onboarding = await t.app.inject({
      method: 'PUT',
      url: '/api/employees/onboarding/abc',
      headers,
      payload: {},
    });
    expect(onboarding.statusCode).toBe(400);
    const wrongBody = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/onboarding/${user.id}`,
      headers,
      payload: { email: 42, phone: { a: 1 } },
    });
    expect(wrongBody.statusCode).toBe(400);
  });

  it('multipart sent where JSON is expected, and garbage multipart → 4xx', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'this is not multipart',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });

  it('unknown /api routes → 404 route_not_found, JSON', async () => {
    expectSpanishError(await t.app.inject({ method: 'GET', url: '/api/nope' }), 404, 'route_not_found');
    expectSpanishError(await t.app.inject({ method: 'POST', url: '/api/auth/nope' }), 404, 'route_not_found');
    expectSpanishError(
      await t.app.inject({ method: 'PATCH', url: '/api/notifications/read-all' }),
      404,
      'route_not_found',
    );
    for (const url of ['/api/notifications/%E0%A4%A/read', '/api/files/%', '/api/%00', `/api/${'a'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'PUT', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('NUL characters and huge strings', () => {
  const NUL = 'a\u0000b';
  const json = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', [FINGERPRINT_HEADER]: 'robust', ...headers },
      payload: JSON.stringify(payload),
    });

  function expectInvalidText(res: { statusCode: number; json(): unknown; body: string }, field: string) {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('validation_error');
    expect(body.message).toBe('Los datos enviados no son válidos.');
    expect(body.fields[field]).toBe('errors.invalid_text');
  }

  it('a NUL in any JSON string of login, register, companies and onboarding → 400 with the field key', async () => {
    expectInvalidText(
      await json('POST', '/api/auth/login', { tin: `ABC${NUL}`, password: 'x', fingerprint: 'f' }),
      'tin',
    );
    expectInvalidText(
      await json('POST', '/api/auth/login', { tin: 'ABC', password: NUL, fingerprint: 'f' }),
      'password',
    );
    expectInvalidText(
      await json('POST', '/api/auth/login', { tin: 'ABC', password: 'x', fingerprint: NUL }),
      'fingerprint',
    );
    const tin = uniqueTin('NUL');
    expectInvalidText(
      await json('POST', '/api/auth/register', {
        tin: `${tin}${NUL}`,
        password: 'Secreta#2026',
        confirmPassword: 'Secreta#2026',
        fingerprint: 'f',
      }),
      'tin',
    );
    expectInvalidText(
      await json('POST', '/api/auth/register', {
        tin,
        password: `Secreta#2026${NUL}`,
        confirmPassword: `Secreta#2026${NUL}`,
        fingerprint: 'f',
      }),
      'password',
    );

    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    expectInvalidText(await json('POST', '/api/companies', { name: `Empresa ${NUL}` }, headers), 'name');
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.tin);
    expectInvalidText(
      await json(
        'PUT',
        `/api/employees/onboarding/${user.id}`,
        { email: `a${NUL}@b.mx`, phone: '4771234567' },
        session.headers,
      ),
      'email',
    );
  });

  it('a NUL in a multipart field (loan apply) → 400 with the field key, no loan', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    expectInvalidText(await applyRequest(t, e.headers, applyFields(s, { name: `María ${NUL}` })), 'name');
    const active = await t.app.inject({
      method: 'GET',
      url: `/api/loans/user-active?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(active.json()).toBeNull();
  });

  it('1 MB strings answer 4xx, never 500, in JSON and in multipart', async () => {
    const huge = 'x'.repeat(1_000_000);
    for (const res of [
      await json('POST', '/api/auth/login', { tin: huge, password: 'x', fingerprint: 'f' }),
      await json('POST', '/api/auth/login', { tin: 'ABC', password: 'x', fingerprint: huge }),
      await json('POST', '/api/auth/register', { tin: 'ABC', password: huge, confirmPassword: huge, fingerprint: 'f' }),
    ]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    const named = await json('POST', '/api/companies', { name: huge }, headers);
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ name: 'errors.too_long' });
    const multipart = multipartBody({ name: huge });
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...headers, ...multipart.headers },
      payload: multipart.payload,
    });
    expect(company.statusCode).toBe(413);

    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const apply = await applyRequest(t, e.headers, applyFields(s, { name: huge }));
    expect(apply.statusCode).toBe(413);
    expect(apply.json().error).toBe('payload_too_large');
  });
});
