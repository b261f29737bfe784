import { RESOURCES } from '@abono/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import adminEn from '../../../i18n/admin/en.json';
import adminEs from '../../../i18n/admin/es.json';
import { grantLabel } from './grantLabel';

const resourceLabels = (catalog: typeof adminEs | typeof adminEn): Record<string, string> =>
  catalog.roles.perm.resources;

describe('a grant in words', () => {
  // Every resource a grant may name (the wildcard too) has its words in both catalogs, so the
  // permissions screen never falls back to the raw resource name (the audit log's "audit" did).
  it.each([...Object.values(RESOURCES), '*'])('names the resource %s in Spanish and English', (resource) => {
    expect(resourceLabels(adminEs)[resource]).toEqual(expect.any(String));
    expect(resourceLabels(adminEn)[resource]).toEqual(expect.any(String));
  });

  it('reads type · resource · action from the catalog', () => {
    const t = ((key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], adminEs)) as unknown as TFunction;
    expect(grantLabel({ type: 'ENDPOINT', resource: 'audit', action: 'READ' }, t)).toBe(
      'Endpoint · Bitácora · Lectura',
    );
  });
});
