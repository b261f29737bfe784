import { RESOURCES } from '@abono/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import backOfficeEn from '../../../i18n/backOffice/en.json';
import backOfficeEs from '../../../i18n/backOffice/es.json';
import { grantLabel } from './grantLabel';

const resourceLabels = (catalog: typeof backOfficeEs | typeof backOfficeEn): Record<string, string> =>
  catalog.roles.perm.resources;

describe('a grant in words', () => {
  // Every resource a grant may name (the wildcard too) has its words in both catalogs, so the
  // permissions screen never falls back to the raw resource name (the audit log's "audit" did).
  it.each([...Object.values(RESOURCES), '*'])('names the resource %s in Spanish and English', (resource) => {
    expect(resourceLabels(backOfficeEs)[resource]).toEqual(expect.any(String));
    expect(resourceLabels(backOfficeEn)[resource]).toEqual(expect.any(String));
  });

  it('reads type · resource · action from the catalog', () => {
    const t = ((key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)[part],
          backOfficeEs,
        )) as unknown as TFunction;
    expect(grantLabel({ type: 'ENDPOINT', resource: 'audit', action: 'READ' }, t)).toBe(
      'Endpoint · Bitácora · Lectura',
    );
  });
});
