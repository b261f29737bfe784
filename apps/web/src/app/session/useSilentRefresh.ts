import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAccessToken, hasSessionHint, noteSessionEnded, setAccessToken } from '../../lib/authStore';
import { lastRefreshRefusal, refreshAccessToken } from '../../lib/http/httpClient';
import { loadSessionContract } from '../../lib/session/loadSessionContract';
import { meQuery } from '../../lib/session/fetchMe';

let startupRefresh: Promise<void> | null = null;

/** No session in this browser (never signed in, signed out or expired), or a token already: nothing to refresh. */
function needsRefresh(): boolean {
  return !getAccessToken() && hasSessionHint();
}

/**
 * Starts the silent refresh of spec 01 §2, once per page load, and with a `client` the session
 * user's fetch right after it. The entry calls it before the router loads the screen's chunks
 * (decision 103): the refresh and the session user travel while the chunks download, instead of
 * after them (the gate that waits for them mounts only once the chunks are in).
 */
export function startStartupRefresh(client?: QueryClient): Promise<void> {
  startupRefresh ??= (async () => {
    if (!needsRefresh()) return;
    // The session user is asked for right after: its declaration loads during the refresh.
    void loadSessionContract();
    // A signed-in screen follows: its date and number data loads while the refresh is out.
    // Only a head start: a chunk that fails to load leaves the data to load on first use.
    void import('./warmIntl').then(
      (m) => m.warmIntlInOwnTasks(),
      () => undefined,
    );
    const token = await refreshAccessToken();
    if (token && !getAccessToken()) setAccessToken(token);
    // The gate's session query finds this one in flight; its failure is the gate's to handle.
    if (token && client) void client.prefetchQuery(meQuery);
    // A reload after the access was revoked: /login says why instead of a bare form.
    const refusal = lastRefreshRefusal();
    if (!token && refusal && refusal !== 'invalid_refresh_token') noteSessionEnded(refusal);
  })();
  return startupRefresh;
}

/**
 * The start-up refresh (startStartupRefresh) as a hook: true once it has settled. With
 * nothing to refresh it is settled from the first render, so /login renders at once instead of
 * a loader frame over the prerendered form (decision 026).
 */
export function useSilentRefresh(): boolean {
  const [settled, setSettled] = useState(() => !needsRefresh());
  useEffect(() => {
    let alive = true;
    void startStartupRefresh().finally(() => {
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
