/**
 * The texts only screens inside the shell show (offers, the apply and insurance panels, the
 * quote, the loan detail, its schedule and timeline, loan statuses, notifications, the discard
 * question): loaded with the shell, so /login and /unauthorized do not carry them (catalogPart.ts;
 * this keeps /login under its 150 KB budget). Spanish adds the domain's texts (signedIn/esCatalog.ts).
 */
import { catalogPart } from './catalogPart';

/** Loads the signed-in texts for the current language, and for any language chosen later. */
export const loadSignedInCatalog = catalogPart({
  es: () => import('./signedIn/esCatalog'),
  en: () => import('./signedIn/en.json'),
});
