import type { SessionUser } from '@abono/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/httpClient';
import { FIVE_MINUTES_MS } from '../queryTimes';
import { loadSessionContract } from './loadSessionContract';

/** GET /api/auth/me; `token` is given right after login, before it is stored. */
export async function fetchMe(token?: string, signal?: AbortSignal): Promise<SessionUser> {
  const { authApi, call, requestOf } = await loadSessionContract();
  if (!token) return call(authApi.me, {}, { signal });
  const { path, request } = requestOf(authApi.me, {}, { signal });
  return apiRequest<SessionUser>(path, { ...request, token });
}

/** The session user; fresh for 5 minutes and never retried (spec 01 §7). */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => fetchMe(undefined, signal),
  staleTime: FIVE_MINUTES_MS,
  retry: false,
});
