import type { QueryClient } from '@tanstack/react-query';
import { onSessionExpired } from '../http/httpClient';

/**
 * When a session ends, nothing the last user loaded may survive for the
 * next one on this browser. The whole query cache goes (loans, notifications, offers,
 * the session user…), not only `me`. The auth store is reset by its callers
 * (`resetAuth`), and the selected company is forgotten on logout; on expiry it is kept
 * because the guard sends the same person back to the page they were on (decision 016),
 * and useAutoSelectCompany drops it if the next user cannot open that company.
 */
export function clearUserData(client: QueryClient): void {
  void client.cancelQueries();
  client.clear();
}

/** Wires clearUserData to the HTTP client's "session expired" signal; returns the unsubscribe. */
export function clearUserDataOnSessionExpiry(client: QueryClient): () => void {
  return onSessionExpired(() => clearUserData(client));
}
