import { loadAdminScreenTexts } from '../../i18n/adminCatalog';
import { PermissionsPage } from './components/PermissionsPage';

/** The route's component, once the texts it shows have loaded (i18n/adminCatalog.ts). */
export async function permissionsRoute(): Promise<{ Component: typeof PermissionsPage }> {
  await loadAdminScreenTexts();
  return { Component: PermissionsPage };
}
