import {
  ACCOUNT_PROBLEM_TEXTS,
  CALCULATION_RESULT_LABELS,
  EMPLOYEE_STATUS_LABELS,
  ERRORS,
  LOAN_STATUS_LABELS,
  MESSAGE_KEYS,
  MESSAGE_TEXTS,
  PRODUCT_TYPE_LABELS,
  ROLE_LABELS,
} from '@abono/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import adminEn from './admin/en.json';
import adminEs, { domainTexts as adminDomain } from './admin/esCatalog';
import backOfficeEn from './backOffice/en.json';
import backOfficeEs, { domainTexts as backOfficeDomain } from './backOffice/esCatalog';
import en from './en.json';
import es, { domainTexts as mainDomain } from './esCatalog';
import i18n from './i18n';
import resetPasswordEn from './resetPassword/en.json';
import resetPasswordEs from './resetPassword/es.json';
import signedInEn from './signedIn/en.json';
import signedInEs, { domainTexts as signedInDomain } from './signedIn/esCatalog';

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

// The Spanish parts as loaded: each file with the texts the domain owns (esCatalog.ts).
const esMain = flatten(es as Catalog);
const esBackOffice = flatten(backOfficeEs as Catalog);
const enMain = flatten(en as Catalog);
const enBackOffice = flatten(backOfficeEn as Catalog);
const esSignedIn = flatten(signedInEs as Catalog);
const esAdmin = flatten(adminEs as Catalog);
const enAdmin = flatten(adminEn as Catalog);
const esResetPassword = flatten(resetPasswordEs as Catalog);
const enResetPassword = flatten(resetPasswordEn as Catalog);
const enSignedIn = flatten(signedInEn as Catalog);
/** Every text the domain owns, by the catalog key the screens use, and its Spanish words. */
const domainKeys = new Map(Object.entries({ ...mainDomain, ...backOfficeDomain, ...signedInDomain, ...adminDomain }));
/** The Spanish files as written (read from disk: i18next merges later parts into the objects it was given). */
const esFiles = ['es.json', 'backOffice/es.json', 'signedIn/es.json', 'admin/es.json', 'resetPassword/es.json'].map(
  (name) => [name, flatten(JSON.parse(readFileSync(join(__dirname, name), 'utf8')) as Catalog)] as const,
);
/**
 * The message keys only back-office forms show: their texts load with the back-office screens,
 * keeping /login's catalog small (its budget: scripts/bundleReport.mjs). Which error codes do is the domain's
 * BACK_OFFICE_ERRORS (backOffice/esCatalog.ts).
 */
const BACK_OFFICE_MESSAGE_KEYS = [
  'employees.error.account_digits',
  'employees.error.account_length',
  'employees.error.clabe_check_digit',
  'employees.error.clabe_bank_mismatch',
  'employees.error.account_needs_bank',
  'employees.error.invalid_savings',
  'errors.invalid_page',
  'errors.invalid_page_size',
  // Back-office forms and bulk actions (settings, treasury, counter offers, products).
  'errors.select_loans',
  'errors.invalid_status',
  'errors.invalid_account_number',
  'errors.invalid_bank',
  'errors.invalid_product_type',
  'errors.too_many_items',
  'settings.error.interest_rate_negative',
  'settings.error.interest_rate_invalid',
  'settings.error.interest_rate_too_high',
  'settings.error.reset_confirm',
  'settings.error.deadline_past',
  'settings.error.deadline_after_year_end',
  'settings.error.issuer_code_invalid',
  'settings.error.hsbc_account_invalid',
  'treasury.error.comment_required',
  'treasury.error.not_friday',
  'counter_offer.error.amount_empty',
  'counter_offer.error.amount_positive',
  'counter_offer.error.amount_invalid_chars',
  'counter_offer.error.amount_invalid',
  'counter_offer.error.reason_required',
];
const esKeys = new Map([...esMain, ...esBackOffice, ...esSignedIn, ...esAdmin, ...esResetPassword]);
const enKeys = new Map([...enMain, ...enBackOffice, ...enSignedIn, ...enAdmin, ...enResetPassword]);

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

  it('each English part has the keys of its Spanish part, so both languages load a text at the same moment', () => {
    expect([...enMain.keys()].sort()).toEqual([...esMain.keys()].sort());
    expect([...enBackOffice.keys()].sort()).toEqual([...esBackOffice.keys()].sort());
    expect([...enSignedIn.keys()].sort()).toEqual([...esSignedIn.keys()].sort());
    expect([...enAdmin.keys()].sort()).toEqual([...esAdmin.keys()].sort());
    expect([...enResetPassword.keys()].sort()).toEqual([...esResetPassword.keys()].sort());
  });

  it('the back-office part adds keys of its own, never one the main catalog has', () => {
    for (const key of esBackOffice.keys()) expect(esMain.has(key), key).toBe(false);
    for (const key of enBackOffice.keys()) expect(enMain.has(key), key).toBe(false);
  });

  it('the signed-in part adds keys of its own, never one the main or back-office catalog has', () => {
    for (const key of esSignedIn.keys()) expect(esMain.has(key) || esBackOffice.has(key), key).toBe(false);
    for (const key of enSignedIn.keys()) expect(enMain.has(key) || enBackOffice.has(key), key).toBe(false);
  });

  it('the administration and reset-form parts add keys of their own, never one another part has', () => {
    for (const key of esResetPassword.keys())
      expect(
        [esMain, esBackOffice, esSignedIn, esAdmin].some((part) => part.has(key)),
        key,
      ).toBe(false);
    const others = [esMain, esBackOffice, esSignedIn];
    for (const key of esAdmin.keys())
      expect(
        others.some((part) => part.has(key)),
        key,
      ).toBe(false);
    for (const key of enAdmin.keys())
      expect(
        [enMain, enBackOffice, enSignedIn].some((p) => p.has(key)),
        key,
      ).toBe(false);
  });

  it("only the back-office forms' own message texts live in the back-office part", () => {
    const backOfficeOnly = new Set(BACK_OFFICE_MESSAGE_KEYS);
    for (const key of MESSAGE_KEYS) {
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

  it('takes every error message, status and role name and message-key word from the domain', () => {
    for (const [code, error] of Object.entries(ERRORS)) {
      expect(domainKeys.get(`errors.${code}`), code).toBe(error.message);
    }
    for (const [key, text] of Object.entries({ ...MESSAGE_TEXTS, ...ACCOUNT_PROBLEM_TEXTS })) {
      expect(domainKeys.get(key), key).toBe(text);
    }
    const labels = {
      loanStatus: LOAN_STATUS_LABELS,
      calculationResult: CALCULATION_RESULT_LABELS,
      'employees.status': EMPLOYEE_STATUS_LABELS,
      'employees.role': ROLE_LABELS,
      'products.type': PRODUCT_TYPE_LABELS,
    };
    for (const [prefix, words] of Object.entries(labels)) {
      for (const [value, word] of Object.entries(words)) {
        expect(domainKeys.get(`${prefix}.${value}`), `${prefix}.${value}`).toBe(word);
      }
    }
  });

  it('no Spanish catalog file writes a text the domain owns (one home for each Spanish text)', () => {
    for (const [name, written] of esFiles) {
      expect(
        [...domainKeys.keys()].filter((key) => written.has(key)),
        name,
      ).toEqual([]);
    }
  });

  it('every text the domain owns has its English translation', () => {
    for (const key of domainKeys.keys()) expect(enKeys.has(key), `en: ${key}`).toBe(true);
  });

  it("the loaded Spanish catalog answers the domain's words (the loaders use the built parts)", () => {
    const t = i18n.getFixedT('es');
    expect(t('errors.invalid_credentials')).toBe(ERRORS.invalid_credentials.message);
    expect(t('errors.employee_not_hired')).toBe(ERRORS.employee_not_hired.message);
    expect(t('loanStatus.counter_offered')).toBe(LOAN_STATUS_LABELS.counter_offered);
    expect(t('employees.role.hr')).toBe(ROLE_LABELS.hr);
    expect(t('employees.status.fired')).toBe(EMPLOYEE_STATUS_LABELS.fired);
    expect(t('calculationResult.reject')).toBe(CALCULATION_RESULT_LABELS.reject);
    expect(t('auth.error.invalid_tin')).toBe(MESSAGE_TEXTS['auth.error.invalid_tin']);
    expect(t('employees.error.clabe_check_digit')).toBe(ACCOUNT_PROBLEM_TEXTS['employees.error.clabe_check_digit']);
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
      for (const m of text.matchAll(/'((?:nav|messages|labels|validation|errors|auth\.error|time)\.[a-z0-9_]+)'/g))
        used.add(m[1]!);
    }
    // A plural key (i18next: `key_one` / `key_other`) answers t('key', { count }).
    const has = (k: string) => esKeys.has(k) || (esKeys.has(`${k}_one`) && esKeys.has(`${k}_other`));
    const missing = [...used].filter((k) => !has(k));
    expect(missing).toEqual([]);
  });
});
