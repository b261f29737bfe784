import { useSyncExternalStore } from 'react';
import { createStore } from './createStore';
import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

/**
 * Client auth state (spec 01 §3). The access token lives in memory only, never in
 * localStorage; a reload gets a new one through the silent refresh.
 */
export interface AuthState {
  accessToken: string | null;
  isMenuOpen: boolean;
  theme: 'light';
  language: string;
  lastActivity: number;
  /** False right after an explicit logout, so /login does not remember the last page. */
  rememberOrigin: boolean;
  /**
   * Why the server ended the session, when it said so: the error code of the refused refresh
   * (session_revoked, session_ended, invalid_refresh_token). /login explains it (decision 051).
   */
  endedBy: SessionEndCode | null;
}

/** The refresh refusals /login explains; any other failure (a network error) says nothing. */
export const SESSION_END_CODES = ['session_revoked', 'session_ended', 'invalid_refresh_token'] as const;
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

export function isSessionEndCode(code: string | null | undefined): code is SessionEndCode {
  return (SESSION_END_CODES as readonly string[]).includes(code ?? '');
}

/** A tab's state before any session: at load, and what tests start from. */
export function initialAuthState(): AuthState {
  return {
    accessToken: null,
    isMenuOpen: false,
    theme: 'light',
    language: 'es',
    lastActivity: Date.now(),
    rememberOrigin: true,
    endedBy: null,
  };
}

export const authStore = createStore<AuthState>(initialAuthState());

export function getAccessToken(): string | null {
  return authStore.get().accessToken;
}

export function setAccessToken(accessToken: string | null): void {
  writeStorage(STORAGE_KEYS.sessionHint, accessToken ? '1' : null);
  authStore.set((s) => ({
    ...s,
    accessToken,
    rememberOrigin: true,
    lastActivity: Date.now(),
    endedBy: accessToken ? null : s.endedBy,
  }));
}

/**
 * Drops the session; after a logout the login page starts clean. An expiry may carry why the
 * server ended it (`endedBy`), which /login then says.
 */
export function resetAuth(reason: 'logout' | 'expired', endedBy: SessionEndCode | null = null): void {
  writeStorage(STORAGE_KEYS.sessionHint, null);
  const expired = reason === 'expired';
  authStore.set({
    ...initialAuthState(),
    rememberOrigin: expired,
    endedBy: expired ? endedBy : null,
  });
}

/** The start-up refresh was refused: no session to drop, but /login may say why. */
export function noteSessionEnded(endedBy: SessionEndCode): void {
  writeStorage(STORAGE_KEYS.sessionHint, null);
  authStore.set((s) => ({ ...s, endedBy }));
}

/**
 * Whether this browser signed in and has not signed out or expired since: only then can the
 * start-up refresh succeed. A first visit skips it instead of answering a certain 401, which
 * browsers log as a console error (Best Practices).
 */
export function hasSessionHint(): boolean {
  return readStorage(STORAGE_KEYS.sessionHint) !== null;
}

export function setMenuOpen(isMenuOpen: boolean): void {
  authStore.set((s) => ({ ...s, isMenuOpen }));
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
