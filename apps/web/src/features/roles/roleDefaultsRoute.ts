import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { RoleDefaultsPage } from './components/RoleDefaultsPage';

/** The route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function roleDefaultsRoute(): Promise<{ Component: typeof RoleDefaultsPage }> {
  await loadBackOfficeCatalog();
  return { Component: RoleDefaultsPage };
}
