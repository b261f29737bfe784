import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { PermissionsPage } from './components/PermissionsPage';

/** The route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function permissionsRoute(): Promise<{ Component: typeof PermissionsPage }> {
  await loadBackOfficeCatalog();
  return { Component: PermissionsPage };
}
