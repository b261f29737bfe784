import { loadAdminScreenTexts } from '../../i18n/adminCatalog';
import { AuditPage } from './components/AuditPage';

/** The /audit route's component, once the texts it shows have loaded (i18n/adminCatalog.ts). */
export async function auditRoute(): Promise<{ Component: typeof AuditPage }> {
  await loadAdminScreenTexts();
  return { Component: AuditPage };
}
