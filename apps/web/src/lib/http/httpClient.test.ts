import { FINGERPRINT_HEADER } from '@abono/domain';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { TEST_FINGERPRINT } from '../../test/resetTestState';
import { getAccessToken, setAccessToken } from '../authStore';
import { ApiError } from './ApiError';
import { apiRequest, http, newIdempotencyKey, onSessionExpired } from './httpClient';

const unauthorized = () => HttpResponse.json({ error: 'unauthorized', message: 'Sesión expirada' }, { status: 401 });

describe('httpClient', () => {
  it('sends the bearer token, the fingerprint, cookies and JSON', async () => {
    setAccessToken('tok-1');
    let seen: Request | null = null;
    server.use(
      mswHttp.post('/api/echo', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiRequest('/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const req = seen as unknown as Request;
    expect(req.headers.get('authorization')).toBe('Bearer tok-1');
    expect(req.headers.get(FINGERPRINT_HEADER)).toBe(TEST_FINGERPRINT);
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.credentials).toBe('include');
    expect(await req.json()).toEqual({ a: 1 });
  });

  it('sends the Idempotency-Key and reuses it on the retry after a refresh (one submit, one key)', async () => {
    setAccessToken('old');
    const keys: Array<string | null> = [];
    server.use(
      mswHttp.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'new', expiresIn: 900 })),
      mswHttp.post('/api/loans', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ id: 1 }, { status: 201 })
          : unauthorized();
      }),
    );
    const key = newIdempotencyKey();
    await expect(apiRequest('/loans', { method: 'POST', body: new FormData(), idempotencyKey: key })).resolves.toEqual({
      id: 1,
    });
    expect(keys).toEqual([key, key]);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('downloads binary answers as a Blob, with the same refresh-and-retry rule', async () => {
    setAccessToken('old');
    server.use(
      mswHttp.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'new', expiresIn: 900 })),
      mswHttp.get('/api/doc.pdf', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? new HttpResponse('%PDF-1.7 contenido', { headers: { 'content-type': 'application/pdf' } })
          : unauthorized(),
      ),
      mswHttp.get('/api/missing.pdf', () =>
        HttpResponse.json({ error: 'not_found', message: 'No existe' }, { status: 404 }),
      ),
    );
    const blob = await http.blob('/doc.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 contenido');
    expect(getAccessToken()).toBe('new');
    await expect(http.blob('/missing.pdf')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      serverMessage: 'No existe',
    });
  });

  it('turns error answers into ApiError with the server fields', async () => {
    server.use(
      mswHttp.get('/api/broken', () =>
        HttpResponse.json(
          { error: 'validation_error', message: 'Datos no válidos', fields: { tin: 'auth.error.required' } },
          { status: 400 },
        ),
      ),
    );
    const error = await apiRequest('/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      serverMessage: 'Datos no válidos',
      fields: { tin: 'auth.error.required' },
    });
  });

  it('refreshes once for N parallel 401s and retries each call once', async () => {
    setAccessToken('old');
    let refreshCalls = 0;
    const calls: Record<string, string[]> = {};
    server.use(
      mswHttp.post('/api/auth/refresh', async () => {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 30));
        return HttpResponse.json({ accessToken: 'new', expiresIn: 900 });
      }),
      mswHttp.get('/api/items/:n', ({ request, params }) => {
        const auth = request.headers.get('authorization') ?? '';
        (calls[String(params.n)] ??= []).push(auth);
        return auth === 'Bearer new' ? HttpResponse.json({ n: Number(params.n) }) : unauthorized();
      }),
    );
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => apiRequest<{ n: number }>(`/items/${n}`)));
    expect(results.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    expect(refreshCalls).toBe(1);
    for (const n of ['1', '2', '3', '4', '5']) expect(calls[n]).toEqual(['Bearer old', 'Bearer new']);
    expect(getAccessToken()).toBe('new');
  });

  it('retries only once: a second 401 is returned as an error', async () => {
    setAccessToken('old');
    let hits = 0;
    server.use(
      mswHttp.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'new', expiresIn: 900 })),
      mswHttp.get('/api/always-401', () => {
        hits += 1;
        return unauthorized();
      }),
    );
    await expect(apiRequest('/always-401')).rejects.toMatchObject({ status: 401 });
    expect(hits).toBe(2);
  });

  it('clears the token and reports the expired session when the refresh fails', async () => {
    setAccessToken('old');
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    let refreshCalls = 0;
    server.use(
      mswHttp.post('/api/auth/refresh', () => {
        refreshCalls += 1;
        return unauthorized();
      }),
      mswHttp.get('/api/items/:n', () => unauthorized()),
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => apiRequest(`/items/${n}`)));
    off();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  // The call gets the outage, the next one refreshes.
  it('keeps the session when the refresh fails for a database outage (503)', async () => {
    setAccessToken('old');
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    let down = true;
    server.use(
      mswHttp.post('/api/auth/refresh', () =>
        down
          ? HttpResponse.json(
              { error: 'database_unavailable', message: 'El servicio no está disponible por un momento.' },
              { status: 503 },
            )
          : HttpResponse.json({ accessToken: 'new', expiresIn: 900 }),
      ),
      mswHttp.get('/api/items/1', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? HttpResponse.json({ ok: true }) : unauthorized(),
      ),
    );
    const failed = await apiRequest('/items/1').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBe(503);
    expect(expired).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('old');
    down = false;
    await expect(apiRequest('/items/1')).resolves.toEqual({ ok: true });
    off();
    expect(expired).not.toHaveBeenCalled();
  });

  it('never refreshes for login, or when no token was sent', async () => {
    let refreshCalls = 0;
    server.use(
      mswHttp.post('/api/auth/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json({ accessToken: 'new', expiresIn: 900 });
      }),
      mswHttp.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'invalid_credentials', message: 'RFC o contraseña incorrectos.' }, { status: 401 }),
      ),
      mswHttp.get('/api/public', () => unauthorized()),
    );
    setAccessToken('tok');
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    setAccessToken(null);
    await expect(apiRequest('/public')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
  });
});
