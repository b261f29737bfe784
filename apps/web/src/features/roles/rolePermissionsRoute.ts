import { loadAdminScreenTexts } from '../../i18n/adminCatalog';
import { RolePermissionsPage } from './components/RolePermissionsPage';

/** The route's component, once the texts it shows have loaded (i18n/adminCatalog.ts). */
export async function rolePermissionsRoute(): Promise<{ Component: typeof RolePermissionsPage }> {
  await loadAdminScreenTexts();
  return { Component: RolePermissionsPage };
}
