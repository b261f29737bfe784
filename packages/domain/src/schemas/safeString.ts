/**
 * The one string schema every domain schema builds on. PostgreSQL text
 * cannot hold U+0000, so a NUL that reached a query answered 500; refusing it here turns
 * it into a 400 with a field key on every route, JSON or multipart, and in the web forms.
 * Zod-only (no other domain import) so auth.ts and common.ts can both use it without a cycle.
 */
import { z } from 'zod';

/** Message key of a string with a character that can't be stored (NUL, a lone surrogate). */
export const INVALID_TEXT = 'errors.invalid_text';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string can be stored as PostgreSQL text, unchanged. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * `z.string()` that refuses NUL and lone surrogates first (abort: later checks and transforms never see it).
 * `error` is the message of a non-string value, as `z.string({ error })` takes it.
 */
export function safeString(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(isStorableText, { message: INVALID_TEXT, abort: true });
}
