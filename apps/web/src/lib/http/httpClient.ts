import { authPaths, FINGERPRINT_HEADER, type TokenResponse } from '@abono/domain';
import { getAccessToken, isSessionEndCode, resetAuth, setAccessToken, type SessionEndCode } from '../authStore';
import { getFingerprint } from '../fingerprint';
import { ApiError, isApiError } from './ApiError';

export const API_BASE = '/api';

/** A binary answer to save, with the header in which the server names it. */
export interface ServedFile {
  blob: Blob;
  disposition: string | null;
}

/**
 * Paths under API_BASE. The declarations (authApi) bring zod, which this module's place on /login's first load forbids.
 */
const REFRESH_PATH = authPaths.refresh.slice(API_BASE.length);
const NO_REFRESH_PATHS = [authPaths.login.slice(API_BASE.length), REFRESH_PATH];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Use this token instead of the stored one (the /me call right after login). */
  token?: string;
  signal?: AbortSignal;
  /**
   * 'blob' for binary answers shown in the page (the contract preview); 'file' for downloads,
   * the bytes with the `Content-Disposition` header that names them (lib/http/download.ts).
   * Errors are still read as JSON.
   */
  responseType?: 'json' | 'blob' | 'file';
  /**
   * Sent as `Idempotency-Key`. One value per user action: the retry after a token
   * refresh reuses the options, so the server replays the first answer instead of
   * creating a second loan.
   */
  idempotencyKey?: string;
}

/** A fresh key for one submit (the server stores the first answer under it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called after a failed refresh once the token is cleared (the app goes to /login). */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const url = new URL(`${API_BASE}${path}`, origin || 'http://localhost');
  if (query) {
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
  }
  return origin ? url.toString() : `${url.pathname}${url.search}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.responseType === 'blob' || options.responseType === 'file' ? '*/*' : 'application/json',
    [FINGERPRINT_HEADER]: await getFingerprint(),
  };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isForm) {
      body = options.body as FormData;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

async function parse<T>(response: Response, responseType: RequestOptions['responseType'] = 'json'): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  if (response.ok && responseType === 'file') {
    const file: ServedFile = { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
    return file as T;
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) throw new ApiError(response.status, (data as Record<string, string> | null) ?? null);
  return data as T;
}

/** Why the last refresh failed when the server could not decide (an outage), else null. */
let lastOutage: unknown = null;

let refreshInFlight: Promise<string | null> | null = null;
/** Why the server refused the last refresh (session_revoked, …), for the login page. */
let lastRefusal: SessionEndCode | null = null;

/** The code of the last refused refresh, if the server gave one /login explains. */
export function lastRefreshRefusal(): SessionEndCode | null {
  return lastRefusal;
}

/**
 * Tabs share the refresh cookie, and the server treats a rotated token presented twice as
 * theft (03 §1). Two tabs refreshing at the same instant would both be logged out, so the
 * refresh runs under a Web Lock: the second tab waits and then sends the new cookie.
 */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('abono-session-refresh', task) as Promise<T>) : task();
}

/**
 * POST /api/auth/refresh, shared: every caller that needs a refresh while one is
 * running waits for the same answer. Resolves the new token, or null on failure.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshInFlight) {
    refreshInFlight = acrossTabs(async () => {
      try {
        const response = await send(REFRESH_PATH, { method: 'POST' }, null);
        const data = await parse<TokenResponse>(response);
        lastRefusal = null;
        lastOutage = null;
        return data.accessToken;
      } catch (error) {
        lastRefusal = isApiError(error) && isSessionEndCode(error.code) ? error.code : null;
        // A refresh that failed because the server or its database is down (5xx, or no answer)
        // is no verdict on the session: the server kept the cookie (decision 049).
        lastOutage = isApiError(error) && error.status < 500 ? null : error;
        return null;
      }
    }).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

function expireSession(): void {
  resetAuth('expired', lastRefusal);
  sessionExpiredListeners.forEach((l) => l());
}

/**
 * Every API call: bearer token, cookies, fingerprint header, JSON by default.
 * A 401 on a call made with a token (other than login and refresh) triggers one
 * shared refresh; the call is then retried once. A failed refresh clears the
 * token and reports the expired session.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const usedToken = options.token ?? getAccessToken();
  const response = await send(path, options, usedToken);
  const eligible = response.status === 401 && usedToken !== null && !options.token && !NO_REFRESH_PATHS.includes(path);
  if (!eligible) return parse<T>(response, options.responseType);

  // Another call may already have refreshed the token while this one was in flight.
  const latest = getAccessToken();
  let newToken: string | null = latest !== null && latest !== usedToken ? latest : null;
  if (!newToken) {
    newToken = await refreshAccessToken();
    if (!newToken) {
      // An outage keeps the session: the call fails with the outage's own error and the next
      // call, once the server is back, refreshes again.
      if (lastOutage !== null) throw lastOutage;
      if (getAccessToken() !== null) expireSession();
      return parse<T>(response, options.responseType);
    }
    if (getAccessToken() !== newToken) setAccessToken(newToken);
  }
  const retry = await send(path, options, newToken);
  return parse<T>(retry, options.responseType);
}

export const http = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /** A binary download (PDF) with the same session rules as every other call. */
  blob: (path: string, query?: RequestOptions['query']) =>
    apiRequest<Blob>(path, { method: 'GET', query, responseType: 'blob' }),
};
