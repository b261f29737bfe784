import { describe, expect, it } from 'vitest';
import i18n, { DETECTION_ORDER, ensureCatalog, FALLBACK_LANGUAGES } from './i18n';

describe('i18n setup (spec 01 §9)', () => {
  it('detects querystring lng, cookie, localStorage, sessionStorage, browser, html tag; caches in localStorage', () => {
    expect(DETECTION_ORDER).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    const detection = i18n.options.detection as { lookupQuerystring: string; caches: string[] };
    expect(detection.lookupQuerystring).toBe('lng');
    expect(detection.caches).toEqual(['localStorage']);
  });
  it('loads only the detected language: Spanish, or English without Spanish', () => {
    const resolve = (lng: string) => i18n.services.languageUtils.toResolveHierarchy(lng);
    expect(resolve('es')).toEqual(['es']);
    expect(resolve('en')).toEqual(['en']);
    // A language without a catalog gets Spanish.
    expect(resolve('fr')).toEqual(['es']);
    expect(FALLBACK_LANGUAGES.default).toEqual(['es']);
  });
  it('loads Spanish (the setup asks for it), falls back to it, and loads English when asked', async () => {
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    await ensureCatalog('en-US');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.getFixedT('en')('labels.under_construction')).toBe('Section under construction');
    expect(i18n.getFixedT('es')('labels.under_construction')).toBe('Sección en construcción');
  });
});
