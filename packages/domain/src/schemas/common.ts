/**
 * Field builders shared by the domain schemas. Every message is an i18n key (listed in
 * messageKeys.ts); the web app translates it and the API returns it in `fields`.
 */
import { z } from 'zod';
import { isDateString } from '../dates';
import { MAX_LENGTH } from '../maxLength';
import { AMOUNT_PATTERN, MAX_MONEY, compareMoney, roundHalfUp } from '../money';
import { onboardingSchema } from './auth';
import { safeString } from './safeString';

export { INVALID_TEXT, isStorableText, safeString } from './safeString';

export { MAX_LENGTH };

/** Message used when a payload is not an object at all. */
export const INVALID_PAYLOAD = 'errors.invalid_payload';

/** An object schema whose own type error is a message key too. */
export function payload<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: INVALID_PAYLOAD });
}

/** Required trimmed text: empty → `required`, longer than `max` → errors.too_long. */
export function requiredText(max: number, required = 'errors.required') {
  return safeString(required).trim().min(1, { message: required, abort: true }).max(max, 'errors.too_long');
}

/** Optional trimmed text; an empty string means "not given" and becomes undefined. */
export function optionalText(max: number) {
  return safeString('errors.invalid_value')
    .trim()
    .max(max, 'errors.too_long')
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

/**
 * Strings of decimal digits (query, multipart, select values) read as the number they write.
 * Nothing else is coerced: `true`, `[1]`, `"1e3"` or `" 1"` once became ids 1 and 1000 (a boolean
 * company_id reached company 1; an exponent reached a company that does not exist), and a page
 * number `1e3` or `true` was read as 1000 or 1.
 */
function digitsAsNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
}

/** An integer from `min` to `max`: ids, page numbers, sizes (digit strings read as the number). */
export function integerField(message: string, min: number, max: number) {
  return z.preprocess(digitsAsNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** Positive integer id, within PostgreSQL's integer. */
export function idField(required = 'errors.required') {
  return integerField(required, 1, 2_147_483_647);
}

/** A value of a fixed list of integers (a page size), with the same reading as integerField. */
export function integerOfField<T extends number>(message: string, allowed: readonly T[]) {
  return z.preprocess(
    digitsAsNumber,
    z.number({ error: message }).refine((n): n is T => (allowed as readonly number[]).includes(n), message),
  );
}

/** Messages an amount field reports, by kind of mistake. */
export interface AmountMessages {
  required: string;
  empty: string;
  invalidChars: string;
  invalid: string;
  notPositive: string;
  /** "10.999": its own message, so it is not mistaken for a non-positive amount. */
  tooManyDecimals: string;
  /** Above numeric(14,2). */
  tooLarge: string;
}

export const AMOUNT_MESSAGES: AmountMessages = {
  required: 'errors.required',
  empty: 'errors.empty_amount',
  invalidChars: 'errors.invalid_characters',
  invalid: 'errors.invalid_amount',
  notPositive: 'errors.invalid_amount',
  tooManyDecimals: 'errors.amount_too_many_decimals',
  tooLarge: 'errors.amount_too_large',
};

/**
 * An amount typed by a person (spec 01 §5): digits with one optional decimal point,
 * at most 2 decimals, > 0. The output is the normalised money string ("12.5" → "12.50").
 */
export function amountField(messages: AmountMessages = AMOUNT_MESSAGES) {
  return safeString(messages.required)
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
      if (value === '') return fail(messages.empty);
      if (!/^[0-9.]+$/.test(value) || value.split('.').length > 2) return fail(messages.invalidChars);
      if ((value.split('.')[1] ?? '').length > 2) return fail(messages.tooManyDecimals);
      if (!AMOUNT_PATTERN.test(value)) return fail(messages.invalid);
      const money = roundHalfUp(value.endsWith('.') ? value.slice(0, -1) : value);
      if (compareMoney(money, '0') <= 0) return fail(messages.notPositive);
      if (compareMoney(money, MAX_MONEY) > 0) return fail(messages.tooLarge);
    })
    .transform((value) => roundHalfUp(value.endsWith('.') ? value.slice(0, -1) : value));
}

/**
 * A money figure ≥ 0 sent by a client (quote figures, savings): at most 2 decimals.
 * Numbers are accepted too, for JSON clients that send them.
 */
export function nonNegativeMoneyField(required = 'errors.required', invalid = 'errors.invalid_amount') {
  return z
    .union([safeString(), z.number()], { error: required })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .superRefine((value, ctx) => {
      if (value === '') return ctx.addIssue({ code: 'custom', message: required, input: value });
      if (!/^\d+(?:\.\d{1,2})?$/.test(value) || compareMoney(value, MAX_MONEY) > 0) {
        ctx.addIssue({ code: 'custom', message: invalid, input: value });
      }
    })
    .transform((value) => roundHalfUp(value));
}

/** A calendar date `YYYY-MM-DD`. */
export function dateField(required = 'errors.required') {
  return safeString(required)
    .min(1, { message: required, abort: true })
    .refine(isDateString, { message: 'errors.invalid_date', abort: true });
}

/** Integer weeks of a quote: 1…35 (strings coerced for multipart). */
export const weeksField = z.preprocess(
  digitsAsNumber,
  z
    .number({ error: 'errors.required' })
    .int('errors.invalid_number')
    .min(1, 'errors.invalid_number')
    .max(35, 'errors.invalid_number'),
);

/** Optional email: empty means none; otherwise the onboarding rule applies. */
export const optionalEmailField = safeString('errors.invalid_email')
  .trim()
  .max(MAX_LENGTH.email, 'errors.invalid_email')
  .refine((v) => v === '' || onboardingSchema.shape.email.safeParse(v).success, 'errors.invalid_email')
  .optional();

/** Optional phone: empty means none; otherwise the onboarding rule applies. */
export const optionalPhoneField = safeString('errors.invalid_phone')
  .trim()
  .max(MAX_LENGTH.phone, 'errors.invalid_phone')
  .refine((v) => v === '' || onboardingSchema.shape.phone.safeParse(v).success, 'errors.invalid_phone')
  .optional();

/** A boolean that may arrive as 'true'/'false' (query strings, multipart). */
export function booleanField(invalid = 'errors.invalid_value') {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: invalid })
    .transform((v) => v === true || v === 'true');
}

/** `?company_id=` on company-scoped calls. */
export const companyIdQuerySchema = payload({ company_id: idField() });
export type CompanyIdQuery = z.infer<typeof companyIdQuerySchema>;

/** `/{id}` route parameter. */
export const idParamSchema = payload({ id: idField('errors.invalid_id') });
export type IdParam = z.infer<typeof idParamSchema>;

/** A list of ids; bulk actions need at least one (`minItems` 1), assignments may be empty. */
export function idListField(empty = 'errors.select_loans', minItems = 1, maxItems = 1000) {
  return z
    .array(idField('errors.invalid_id'), { error: empty })
    .min(minItems, empty)
    .max(maxItems, 'errors.too_many_items');
}
