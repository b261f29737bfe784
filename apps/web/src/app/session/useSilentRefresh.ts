import { useEffect, useState } from 'react';
import { getAccessToken, hasSessionHint, setAccessToken } from '../../lib/authStore';
import { refreshAccessToken } from '../../lib/http/httpClient';

let startupRefresh: Promise<void> | null = null;

/** Runs the silent refresh of spec 01 §2 once per page load; true once it has settled. */
export function useSilentRefresh(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let alive = true;
    if (!startupRefresh) {
      startupRefresh = (async () => {
        // No session in this browser (never signed in, signed out or expired): nothing to refresh.
        if (getAccessToken() || !hasSessionHint()) return;
        const token = await refreshAccessToken();
        if (token && !getAccessToken()) setAccessToken(token);
      })();
    }
    void startupRefresh.finally(() => {
      if (alive) setSettled(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return settled;
}

/** Test helper. */
export function resetSilentRefreshForTests(): void {
  startupRefresh = null;
}
