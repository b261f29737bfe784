import { ERRORS, MESSAGE_KEYS } from '@abono/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import backOfficeEn from './backOffice/en.json';
import backOfficeEs from './backOffice/es.json';
import en from './en.json';
import es from './es.json';
import signedInEn from './signedIn/en.json';
import signedInEs from './signedIn/es.json';

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(catalog)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const esMain = flatten(es as Catalog);
const esBackOffice = flatten(backOfficeEs as Catalog);
const enMain = flatten(en as Catalog);
const enBackOffice = flatten(backOfficeEn as Catalog);
const esSignedIn = flatten(signedInEs as Catalog);
const enSignedIn = flatten(signedInEn as Catalog);
/**
 * Errors only the back-office routes answer (credits list, savings upload, HR actions, employees)
 * and the message keys only back-office forms show: their texts load with the back-office
 * screens, keeping /login's catalog small (issue 7 §3).
 */
const BACK_OFFICE_ERROR_KEYS = [
  'errors.savings_not_uploaded',
  'errors.bulk_not_allowed',
  'errors.no_counter_offer_possible',
  'errors.payslip_not_found',
  'errors.spreadsheet_unsafe',
  'errors.spreadsheet_inconsistent',
  'errors.spreadsheet_busy',
  'errors.spreadsheet_unreadable',
  'errors.spreadsheet_too_large',
  'errors.savings_header_missing',
  'errors.invalid_spreadsheet_type',
  'errors.invalid_page',
  'errors.invalid_page_size',
  // The employees screens (issue 9).
  'errors.employee_not_hired',
  'errors.employee_already_hired',
  'errors.employee_has_confirmed_loans',
  'errors.employee_without_confirmed_loans',
  'errors.employee_not_terminated',
  'errors.no_account',
  'errors.own_access',
  'errors.tin_not_releasable',
  'errors.account_not_in_company',
  'errors.account_beyond_reach',
  'errors.duplicate_control_number',
  'errors.role_not_assignable',
  'errors.employee_import_header_missing',
  'employees.error.account_digits',
  'employees.error.account_length',
  'employees.error.clabe_check_digit',
  'employees.error.clabe_bank_mismatch',
  'employees.error.account_needs_bank',
  'employees.error.invalid_savings',
  // Back-office forms and bulk actions (settings, treasury, counter offers, products).
  'errors.select_loans',
  'errors.invalid_status',
  'errors.invalid_account_number',
  'errors.invalid_bank',
  'errors.loans_not_found',
  'errors.edit_unchanged',
  'errors.invalid_product_type',
  'errors.employee_without_tin',
  'errors.too_many_items',
  'settings.error.interest_rate_negative',
  'settings.error.interest_rate_invalid',
  'settings.error.deadline_past',
  'settings.error.deadline_after_year_end',
  'settings.error.issuer_code_invalid',
  'settings.error.hsbc_account_invalid',
  'treasury.error.comment_required',
  'counter_offer.error.amount_empty',
  'counter_offer.error.amount_positive',
  'counter_offer.error.amount_invalid_chars',
  'counter_offer.error.amount_invalid',
  'counter_offer.error.reason_required',
];
const esKeys = new Map([...esMain, ...esBackOffice, ...esSignedIn]);
const enKeys = new Map([...enMain, ...enBackOffice, ...enSignedIn]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('i18n catalogs', () => {
  it('es and en have identical key sets', () => {
    expect([...enKeys.keys()].sort()).toEqual([...esKeys.keys()].sort());
  });

  it('the back-office part adds keys of its own, never one the main catalog has', () => {
    for (const key of esBackOffice.keys()) expect(esMain.has(key), key).toBe(false);
    for (const key of enBackOffice.keys()) expect(enMain.has(key), key).toBe(false);
  });

  it('the signed-in part adds keys of its own, never one the main or back-office catalog has', () => {
    for (const key of esSignedIn.keys()) expect(esMain.has(key) || esBackOffice.has(key), key).toBe(false);
    for (const key of enSignedIn.keys()) expect(enMain.has(key) || enBackOffice.has(key), key).toBe(false);
  });

  it('only the back-office routes\' own error texts live in the back-office part', () => {
    const backOfficeOnly = new Set(BACK_OFFICE_ERROR_KEYS);
    for (const key of [...MESSAGE_KEYS, ...Object.keys(ERRORS).map((c) => `errors.${c}`)]) {
      expect(backOfficeOnly.has(key) ? esBackOffice.has(key) : esMain.has(key), key).toBe(true);
    }
  });

  it('no translation is empty', () => {
    for (const [key, value] of [...esKeys, ...enKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('translates every domain message key in both languages', () => {
    for (const key of MESSAGE_KEYS) {
      expect(esKeys.has(key), `es: ${key}`).toBe(true);
      expect(enKeys.has(key), `en: ${key}`).toBe(true);
    }
  });

  it('translates every API error code in both languages', () => {
    for (const code of Object.keys(ERRORS)) {
      expect(esKeys.has(`errors.${code}`), `es: errors.${code}`).toBe(true);
      expect(enKeys.has(`errors.${code}`), `en: errors.${code}`).toBe(true);
    }
  });

  it('has every key the source code asks for', () => {
    const root = join(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z_]+(?:\.[a-z0-9_]+)+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/(?:labelKey|titleKey|message):\s*'([a-z_]+(?:\.[a-z0-9_]+)+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'((?:nav|messages|labels|validation|errors|auth\.error|time)\.[a-z0-9_]+)'/g)) used.add(m[1]!);
    }
    // A plural key (i18next: `key_one` / `key_other`) answers t('key', { count }).
    const has = (k: string) => esKeys.has(k) || (esKeys.has(`${k}_one`) && esKeys.has(`${k}_other`));
    const missing = [...used].filter((k) => !has(k));
    expect(missing).toEqual([]);
  });
});
