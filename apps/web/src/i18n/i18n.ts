import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storageKeys';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export const DEFAULT_LANGUAGE = 'es';

/** Spec 01 §9: querystring 'lng', cookie, localStorage, sessionStorage, browser, html tag; cached in localStorage. */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

/**
 * Each language's catalog is its own chunk, and only the detected (or chosen) one is loaded
 *: i18next asks this backend for it, and `init` and `changeLanguage` resolve once
 * it has arrived. The entry starts that request at once, in parallel with the route's chunk.
 */
const catalogs: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  // Spanish: es.json with the texts the domain owns (esCatalog.ts).
  es: () => import('./esCatalog'),
  en: () => import('./en.json'),
};

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = catalogs[language];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Spanish is the fallback for any language without a catalog; English has none, because its
 * catalog has every key Spanish has (catalogs.test.ts), so an English visitor never loads Spanish.
 */
export const FALLBACK_LANGUAGES = { en: [], default: [DEFAULT_LANGUAGE] };

/** Loads a language's catalog (a no-op once loaded). */
export async function ensureCatalog(lng: string | undefined): Promise<void> {
  const base = (lng ?? '').split('-')[0] ?? '';
  if (base) await i18n.loadLanguages(base);
}

/** Settles once the detected language's catalog is in (the entry renders after it). */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: FALLBACK_LANGUAGES,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    // Screens re-render when a catalog part arrives after them (i18n/backOfficeCatalog.ts).
    react: { bindI18nStore: 'added' },
    returnNull: false,
    showSupportNotice: false,
    detection: {
      order: DETECTION_ORDER,
      lookupQuerystring: 'lng',
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.resolvedLanguage ?? lng;
});

export default i18n;
