/** Every key the web app writes to localStorage, in one place. */
export const STORAGE_KEYS = {
  selectedCompany: 'abono.selectedCompanyId',
  cookiesAccepted: 'abono.cookiesAccepted',
  deviceId: 'abono.deviceId',
  /** Set while this browser holds a session (its refresh cookie is httpOnly, so unreadable). */
  sessionHint: 'abono.hasSession',
  /** i18next-browser-languagedetector's own key. */
  language: 'i18nextLng',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the value simply is not remembered.
  }
}
