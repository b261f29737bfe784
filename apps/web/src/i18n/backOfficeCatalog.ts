/**
 * The back-office screens' texts (tables, credits; later employees, treasury…) are a catalog of
 * their own, loaded with the first back-office route instead of with every first load: the
 * main catalog is part of /login's initial JavaScript, which has a budget (issue 7 §3). Each
 * language's part is its own chunk, merged into i18next's one namespace.
 */
import type { ResourceLanguage } from 'i18next';
import i18n, { DEFAULT_LANGUAGE } from './i18n';

const parts: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  es: () => import('./backOffice/es.json'),
  en: () => import('./backOffice/en.json'),
};

const loaded = new Set<string>();
let following = false;

async function loadFor(language: string | undefined): Promise<void> {
  const base = (language ?? DEFAULT_LANGUAGE).split('-')[0] ?? DEFAULT_LANGUAGE;
  const lang = parts[base] ? base : DEFAULT_LANGUAGE;
  if (loaded.has(lang)) return;
  const part = await parts[lang]!();
  i18n.addResourceBundle(lang, 'translation', part.default, true, false);
  loaded.add(lang);
}

/** Loads the back-office texts for the current language, and for any language chosen later. */
export async function loadBackOfficeCatalog(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on('languageChanged', (lng) => void loadFor(lng));
  }
  await loadFor(i18n.resolvedLanguage ?? i18n.language);
}
