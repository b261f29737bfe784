import { loadAdminScreenTexts } from '../../i18n/adminCatalog';
import { RoleDefaultsPage } from './components/RoleDefaultsPage';

/** The route's component, once the texts it shows have loaded (i18n/adminCatalog.ts). */
export async function roleDefaultsRoute(): Promise<{ Component: typeof RoleDefaultsPage }> {
  await loadAdminScreenTexts();
  return { Component: RoleDefaultsPage };
}
