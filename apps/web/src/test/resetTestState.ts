import { resetSilentRefreshForTests } from '../app/session/useSilentRefresh';
import { authStore, initialAuthState } from '../lib/authStore';
import { reloadSelectedCompanyId } from '../lib/selectedCompanyStore';
import { STORAGE_KEYS } from '../lib/storageKeys';

export const TEST_FINGERPRINT = 'test-device';

/** Fresh stores and storage for every test; a known fingerprint so calls never wait. */
export function resetTestState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.deviceId, TEST_FINGERPRINT);
  window.localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
  // As a browser that signed in before: the start-up refresh runs (the handlers decide its answer).
  window.localStorage.setItem(STORAGE_KEYS.sessionHint, '1');
  authStore.set(initialAuthState());
  reloadSelectedCompanyId();
  resetSilentRefreshForTests();
}
