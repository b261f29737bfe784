/**
 * The back-office screens' texts (tables, credits, employees…), loaded with the first back-office
 * route instead of with every first load (catalogPart.ts). Spanish adds the domain's texts
 * (backOffice/esCatalog.ts).
 */
import { catalogPart } from './catalogPart';

/** Loads the back-office texts for the current language, and for any language chosen later. */
export const loadBackOfficeCatalog = catalogPart({
  es: () => import('./backOffice/esCatalog'),
  en: () => import('./backOffice/en.json'),
});
