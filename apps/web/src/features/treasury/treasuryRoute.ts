import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { TreasuryPage } from './components/TreasuryPage';

/** The /treasury route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function treasuryRoute(): Promise<{ Component: typeof TreasuryPage }> {
  await loadBackOfficeCatalog();
  return { Component: TreasuryPage };
}
