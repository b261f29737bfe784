import { ERRORS, PERMISSION_NAMES } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import backOfficeEs from './backOffice/es.json';
import es from './es.json';
import signedInEs from './signedIn/es.json';

type Catalog = { [key: string]: string | Catalog };

function texts(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : texts(v, `${prefix}${k}.`)));
}

describe('the Spanish texts (catalogs and server messages) never show an internal permission name (issue 15 §6)', () => {
  it('no text says manage_auth, manage_credits…: people read who can do it, in words', () => {
    const serverMessages = Object.entries(ERRORS).map(([code, e]) => [`ERRORS.${code}`, e.message] as [string, string]);
    const offenders = [...texts(es as Catalog), ...texts(backOfficeEs as Catalog), ...texts(signedInEs as Catalog), ...serverMessages].filter(([, text]) => PERMISSION_NAMES.some((name) => text.includes(name)));
    expect(offenders).toEqual([]);
  });
});
