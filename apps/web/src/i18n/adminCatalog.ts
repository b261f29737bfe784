/**
 * The administration screens' texts (roles, permissions, products, audit), loaded with those screens
 * only: HR's and treasury's screens do not carry them in the back-office part (catalogPart.ts), which keeps
 * /credits' own chunk inside its 60 KB gzip budget (decision 100).
 */
import { loadBackOfficeCatalog } from './backOfficeCatalog';
import { catalogPart } from './catalogPart';

/** Loads the administration texts for the current language, and for any language chosen later. */
export const loadAdminCatalog = catalogPart({
  es: () => import('./admin/esCatalog'),
  en: () => import('./admin/en.json'),
});

/** What an administration screen waits for: the back-office texts it shares with HR's screens, and its own. */
export async function loadAdminScreenTexts(): Promise<void> {
  await Promise.all([loadBackOfficeCatalog(), loadAdminCatalog()]);
}
