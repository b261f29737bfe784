import { loadAdminScreenTexts } from '../../i18n/adminCatalog';
import { RolesPage } from './components/RolesPage';

/** The route's component, once the texts it shows have loaded (i18n/adminCatalog.ts). */
export async function rolesRoute(): Promise<{ Component: typeof RolesPage }> {
  await loadAdminScreenTexts();
  return { Component: RolesPage };
}
