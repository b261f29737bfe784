import { PERMISSION_NAMES } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import adminEs from './admin/esCatalog';
import backOfficeEs from './backOffice/esCatalog';
import es from './esCatalog';
import resetPasswordEs from './resetPassword/es.json';
import signedInEs from './signedIn/esCatalog';

type Catalog = { [key: string]: string | Catalog };

function texts(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : texts(v, `${prefix}${k}.`),
  );
}

describe('the Spanish texts (catalogs and server messages) never show an internal permission name', () => {
  it('no text says manage_auth, manage_credits…: people read who can do it, in words', () => {
    // The built Spanish parts: the files and the texts the domain owns (every server error message among them).
    const all = [
      ...texts(es as Catalog),
      ...texts(backOfficeEs as Catalog),
      ...texts(signedInEs as Catalog),
      ...texts(adminEs as Catalog),
      ...texts(resetPasswordEs as Catalog),
    ];
    const offenders = all.filter(([, text]) => PERMISSION_NAMES.some((name) => text.includes(name)));
    expect(offenders).toEqual([]);
  });
});
