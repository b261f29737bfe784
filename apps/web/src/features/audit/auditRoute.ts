import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { AuditPage } from './components/AuditPage';

/** The /audit route's component, once the back-office texts it shows have loaded. */
export async function auditRoute(): Promise<{ Component: typeof AuditPage }> {
  await loadBackOfficeCatalog();
  return { Component: AuditPage };
}
