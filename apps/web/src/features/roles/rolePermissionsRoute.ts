import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { RolePermissionsPage } from './components/RolePermissionsPage';

/** The route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function rolePermissionsRoute(): Promise<{ Component: typeof RolePermissionsPage }> {
  await loadBackOfficeCatalog();
  return { Component: RolePermissionsPage };
}
