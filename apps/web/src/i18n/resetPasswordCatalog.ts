/**
 * The texts of /forgot-password's form, loaded with that page only: /login keeps just its link, and
 * its first load stays inside the 150 KB budget (catalogPart.ts, decision 100).
 */
import { catalogPart } from './catalogPart';

/** Loads the reset form's texts for the current language, and for any language chosen later. */
export const loadResetPasswordCatalog = catalogPart({
  es: () => import('./resetPassword/es.json'),
  en: () => import('./resetPassword/en.json'),
});
