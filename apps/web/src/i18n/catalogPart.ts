/**
 * A part of the catalog that loads later than the main one (the main catalog is in /login's
 * initial JavaScript, whose budget is 150 KB on the wire: decision 044). Each language's part is its own chunk, merged
 * into i18next's one namespace; a language chosen later gets its part too.
 */
import type { ResourceLanguage } from 'i18next';
import i18n, { DEFAULT_LANGUAGE } from './i18n';

type PartLoaders = Record<string, () => Promise<{ default: ResourceLanguage }>>;

/** The loader of one catalog part: resolves once the current language's texts are in. */
export function catalogPart(parts: PartLoaders): () => Promise<void> {
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

  return async () => {
    if (!following) {
      following = true;
      i18n.on('languageChanged', (lng) => void loadFor(lng));
    }
    await loadFor(i18n.resolvedLanguage ?? i18n.language);
  };
}
