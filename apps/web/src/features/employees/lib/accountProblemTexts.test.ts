import { ACCOUNT_PROBLEM_TEXTS, ACCOUNT_PROBLEMS } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/backOffice/en.json';
import es from '../../../i18n/backOffice/es.json';

const lookup = (catalog: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

/**
 * The form shows the same words for an account problem as the import reports (domain
 * employeeImport.ts). Only the employee form shows them, so they load with the back-office part
 * (catalogs.test.ts lists them among its back-office keys).
 */
describe('account problem texts', () => {
  it.each(Object.values(ACCOUNT_PROBLEMS))('%s reads as the import reports it, in both languages', (key) => {
    expect(lookup(es, key)).toBe(ACCOUNT_PROBLEM_TEXTS[key]);
    expect(typeof lookup(en, key)).toBe('string');
  });
});
