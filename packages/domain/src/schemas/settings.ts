/**
 * Company settings (spec 02 §2 settings, §5; 03 §1 rates are decimal strings).
 * The deadline window depends on the business day, so those schemas are built for a
 * given `today` (`YYYY-MM-DD`, Mexico City) rather than reading a clock here.
 */
import { z } from 'zod';
import { safeString } from './safeString';
import { savingsCycleEnd, type DateString } from '../dates';
import { MAX_LENGTH, dateField, idField, payload, requiredText } from './common';

/** The highest monthly rate a company may set: it is a percentage (decision 075). */
export const MAX_INTEREST_RATE = 100;

/** numeric(7,4): a monthly percentage from 0 to 100 with up to 4 decimals. */
export const interestRateField = safeString('errors.required')
  .trim()
  .min(1, { message: 'errors.required', abort: true })
  .refine((v) => !/^-\d/.test(v), { message: 'settings.error.interest_rate_negative', abort: true })
  .regex(/^\d{1,3}(?:\.\d{1,4})?$/, { message: 'settings.error.interest_rate_invalid', abort: true })
  .refine((v) => Number(v) <= MAX_INTEREST_RATE, 'settings.error.interest_rate_too_high');

/**
 * Required deadline from today through 31 December of the savings-fund cycle's year (the current
 * year until 30 September, the next from 1 October: `savingsCycleEnd`, decision 075).
 */
export function deadlineField(today: DateString) {
  return dateField()
    .refine((d) => d >= today, 'settings.error.deadline_past')
    .refine((d) => d <= savingsCycleEnd(today), 'settings.error.deadline_after_year_end');
}

export const issuerCodeField = safeString('errors.required')
  .trim()
  .min(1, { message: 'errors.required', abort: true })
  .regex(/^[A-Za-z0-9]{3,10}$/, 'settings.error.issuer_code_invalid');

/**
 * Optional HSBC debit account. An empty field becomes null ("the company has none") so a
 * PUT can clear it; an absent field stays undefined ("keep what is stored").
 */
export const hsbcAccountField = safeString('settings.error.hsbc_account_invalid')
  .trim()
  .refine((v) => v === '' || /^\d{10,18}$/.test(v), 'settings.error.hsbc_account_invalid')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** The loan-details form. */
export function createSettingsLoanSchema(today: DateString) {
  return payload({ interestRate: interestRateField, deadline: deadlineField(today) });
}
export type SettingsLoan = z.infer<ReturnType<typeof createSettingsLoanSchema>>;

/** The issuer-code form (settings and the treasury setup form). */
export const issuerCodeSchema = payload({ issuer_code: issuerCodeField });
export type IssuerCode = z.infer<typeof issuerCodeSchema>;

/** The company legal-info form. */
export const settingsCompanyInfoSchema = payload({
  company_legal_name: requiredText(MAX_LENGTH.name),
  company_location: requiredText(MAX_LENGTH.location),
  hsbc_account_number: hsbcAccountField,
});
export type SettingsCompanyInfo = z.infer<typeof settingsCompanyInfoSchema>;

/**
 * PUT /settings: any subset of the forms' fields, merged by the server into what exists. `deadline`
 * is the deadline field of the day the request is checked (an absent field keeps what is stored).
 */
function settingsUpdateShape<D extends z.ZodType<string, string>>(deadline: D) {
  return {
    company_id: idField(),
    interestRate: interestRateField.optional(),
    deadline: deadline.optional(),
    issuer_code: issuerCodeField.optional(),
    company_legal_name: requiredText(MAX_LENGTH.name).optional(),
    company_location: requiredText(MAX_LENGTH.location).optional(),
    hsbc_account_number: hsbcAccountField,
  };
}

/** The settings forms' PUT, checked against the deadline window of `today` (the web's form). */
export function createSettingsUpdateSchema(today: DateString) {
  return payload(settingsUpdateShape(deadlineField(today)));
}
export type SettingsUpdate = z.infer<ReturnType<typeof createSettingsUpdateSchema>>;

/**
 * The same PUT as the route declares it: a route's schema cannot depend on the day, so the
 * deadline is only a date here and the API checks its window with `deadlineField(today)` (the one
 * home of that rule) against its clock.
 */
export const settingsUpdateBodySchema = payload(settingsUpdateShape(dateField()));

/** The word the danger zone's confirm step asks for (spec 02 Settings: a confirm step). */
export const DATABASE_RESET_WORD = 'RESTABLECER';

/** POST /database/reset: the typed confirm word, exactly. */
export const databaseResetSchema = payload({
  confirm: safeString('settings.error.reset_confirm')
    .trim()
    .refine((v) => v === DATABASE_RESET_WORD, 'settings.error.reset_confirm'),
});
export type DatabaseReset = z.infer<typeof databaseResetSchema>;

/** How many of the newest changes GET /settings/history answers (decision 075). */
export const SETTINGS_HISTORY_LIMIT = 100;
