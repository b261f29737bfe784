import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { CreditsPage } from './components/CreditsPage';

/** The /credits route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function creditsRoute(): Promise<{ Component: typeof CreditsPage }> {
  await loadBackOfficeCatalog();
  return { Component: CreditsPage };
}
