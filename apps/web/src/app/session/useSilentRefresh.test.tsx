import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken, resetAuth, setAccessToken } from '../../lib/authStore';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { server } from '../../test/server';
import { meQuery } from '../../lib/session/fetchMe';
import { startStartupRefresh, useSilentRefresh } from './useSilentRefresh';

function countRefreshes(): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.post('/api/auth/refresh', () => {
      seen.calls += 1;
      return HttpResponse.json({ accessToken: 'access-1', expiresIn: 900 });
    }),
  );
  return seen;
}

describe('the start-up refresh and the session hint', () => {
  it('a browser that never signed in settles without calling /auth/refresh (no 401 in the console)', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.sessionHint);
    const seen = countRefreshes();
    const { result } = renderHook(() => useSilentRefresh());
    await waitFor(() => expect(result.current).toBe(true));
    expect(seen.calls).toBe(0);
    expect(getAccessToken()).toBeNull();
  });

  it('a browser that signed in refreshes once and keeps the token', async () => {
    const seen = countRefreshes();
    const { result } = renderHook(() => useSilentRefresh());
    await waitFor(() => expect(result.current).toBe(true));
    expect(seen.calls).toBe(1);
    expect(getAccessToken()).toBe('access-1');
  });

  it('the entry starts the refresh and the session user before any screen mounts; the gate reuses both', async () => {
    const seen = countRefreshes();
    let meCalls = 0;
    let meToken: string | null = null;
    server.use(
      http.get('/api/auth/me', ({ request }) => {
        meCalls += 1;
        meToken = request.headers.get('authorization');
        return HttpResponse.json({ id: 7, email: 'a@b.mx' });
      }),
    );
    const client = new QueryClient();
    // What main.tsx does before the router loads the screen's chunks.
    await startStartupRefresh(client);
    expect(seen.calls).toBe(1);
    await waitFor(() => expect(client.getQueryData(meQuery.queryKey)).toEqual({ id: 7, email: 'a@b.mx' }));
    expect(meToken).toBe('Bearer access-1');
    // The gate mounts later: it settles on the same refresh instead of sending a second one.
    const { result } = renderHook(() => useSilentRefresh());
    await waitFor(() => expect(result.current).toBe(true));
    expect(seen.calls).toBe(1);
    expect(meCalls).toBe(1);
  });

  it('without a session in this browser the entry sends nothing', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.sessionHint);
    const seen = countRefreshes();
    let meCalls = 0;
    server.use(
      http.get('/api/auth/me', () => {
        meCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const client = new QueryClient();
    await startStartupRefresh(client);
    expect(seen.calls).toBe(0);
    expect(meCalls).toBe(0);
    expect(client.getQueryData(meQuery.queryKey)).toBeUndefined();
  });

  it('signing in sets the hint; signing out or expiring clears it', () => {
    window.localStorage.removeItem(STORAGE_KEYS.sessionHint);
    setAccessToken('access-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionHint)).not.toBeNull();
    resetAuth('logout');
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionHint)).toBeNull();
    setAccessToken('access-3');
    resetAuth('expired');
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionHint)).toBeNull();
  });
});
