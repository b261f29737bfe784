import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken, resetAuth, setAccessToken } from '../../lib/authStore';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { server } from '../../test/server';
import { useSilentRefresh } from './useSilentRefresh';

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
