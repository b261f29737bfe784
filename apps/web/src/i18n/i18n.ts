import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storageKeys';
import es from './es.json';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export const DEFAULT_LANGUAGE = 'es';

/** Spec 01 §9: querystring 'lng', cookie, localStorage, sessionStorage, browser, html tag; cached in localStorage. */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'];

/**
 * Spanish is the default and the fallback, so it ships in the entry chunk; other catalogs
 * load when detected or chosen, so the login page does not carry every language's text.
 */
const lazyCatalogs: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
};

export async function ensureCatalog(lng: string | undefined): Promise<void> {
  const base = (lng ?? '').split('-')[0] ?? '';
  const load = lazyCatalogs[base];
  if (!load || i18n.hasResourceBundle(base, 'translation')) return;
  const catalog = await load();
  // bindI18nStore 'added' (below) re-renders translated components once it arrives.
  i18n.addResourceBundle(base, 'translation', catalog.default, true, true);
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: es } },
    partialBundledLanguages: true,
    react: { bindI18nStore: 'added' },
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
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
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  void ensureCatalog(lng);
});
void ensureCatalog(i18n.language);
if (typeof document !== 'undefined' && i18n.language) document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;

export default i18n;
