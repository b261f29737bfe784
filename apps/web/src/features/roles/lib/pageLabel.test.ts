import { PAGE_KEYS } from '@abono/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import mainEn from '../../../i18n/en.json';
import mainEs from '../../../i18n/es.json';
import signedInEn from '../../../i18n/signedIn/en.json';
import signedInEs from '../../../i18n/signedIn/es.json';
import { pageLabel } from './pageLabel';

/** A t() over one catalog that answers the key itself when the catalog has no words for it. */
function tOf(catalog: Record<string, unknown>): TFunction {
  return ((key: string) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
    return typeof found === 'string' ? found : key;
  }) as unknown as TFunction;
}

// The menu's words load with the shell (the signed-in part), beside the main catalog's titles.
const es = { ...mainEs, nav: { ...mainEs.nav, ...signedInEs.nav } };
const en = { ...mainEn, nav: { ...mainEn.nav, ...signedInEn.nav } };

describe('the page a permission opens, in words', () => {
  // The roles screens and the side menu say the same (one table of words): the audit log once
  // showed as «audit» on /role-permissions/{id} because the roles screens kept their own copy.
  it.each(PAGE_KEYS)('names %s in Spanish and English, as the menu does', (page) => {
    expect(pageLabel(page, tOf(es))).not.toMatch(/^nav\.|^[a-z_]+$/);
    expect(pageLabel(page, tOf(en))).not.toMatch(/^nav\.|^[a-z_]+$/);
  });

  it('says «Bitácora» for the audit log', () => {
    expect(pageLabel('audit', tOf(es))).toBe('Bitácora');
  });
});
