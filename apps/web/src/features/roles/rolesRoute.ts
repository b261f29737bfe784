import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { RolesPage } from './components/RolesPage';

/** The route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function rolesRoute(): Promise<{ Component: typeof RolesPage }> {
  await loadBackOfficeCatalog();
  return { Component: RolesPage };
}
