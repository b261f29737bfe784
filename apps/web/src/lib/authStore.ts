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
}

const initialAuthState: AuthState = {
  accessToken: null,
  isMenuOpen: false,
  theme: 'light',
  language: 'es',
  lastActivity: Date.now(),
  rememberOrigin: true,
};

export const authStore = createStore<AuthState>(initialAuthState);

export function getAccessToken(): string | null {
  return authStore.get().accessToken;
}

export function setAccessToken(accessToken: string | null): void {
  writeStorage(STORAGE_KEYS.sessionHint, accessToken ? '1' : null);
  authStore.set((s) => ({ ...s, accessToken, rememberOrigin: true, lastActivity: Date.now() }));
}

/** Drops the session; after a logout the login page starts clean. */
export function resetAuth(reason: 'logout' | 'expired'): void {
  writeStorage(STORAGE_KEYS.sessionHint, null);
  authStore.set({ ...initialAuthState, lastActivity: Date.now(), rememberOrigin: reason === 'expired' });
}

/**
 * Whether this browser signed in and has not signed out or expired since: only then can the
 * start-up refresh succeed. A first visit skips it instead of answering a certain 401, which
 * browsers log as a console error (issue 7 §3, Best Practices).
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
