import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { SettingsPage } from './components/SettingsPage';

/** The /settings route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function settingsRoute(): Promise<{ Component: typeof SettingsPage }> {
  await loadBackOfficeCatalog();
  return { Component: SettingsPage };
}
