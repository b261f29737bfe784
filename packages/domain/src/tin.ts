/**
 * The tin (RFC) rules (spec 01 §5, 03 §6, decision 047), kept free of zod so the login page can
 * sanitise while typing without loading the schema library up front.
 *
 * Every RFC that enters the system (register, login, activation links, employee form and
 * import, the stored rows through migration 0006) goes through normalizeTin, so look-alikes
 * (`sadm800101aa1`, a zero-width space inside, full-width `ＳＡＤＭ…`) are one RFC: one account,
 * one lockout counter, one match for an activation code.
 */
export const TIN_MAX_LENGTH = 30;

/**
 * Characters that render as nothing (Unicode's default-ignorable code points: zero-width
 * spaces and joiners, BOM, soft hyphen, word joiner, bidi marks, variation selectors, Hangul
 * fillers, tags) plus other format and control characters. Unicode property escapes keep the
 * list complete; migration 0006 spells the same set out for PostgreSQL.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;

/**
 * One RFC form: Unicode NFKC (full-width and compatibility letters become plain ones, a
 * combining tilde joins its N), invisible characters removed, trimmed, upper case.
 */
export function normalizeTin(input: string): string {
  return input.normalize('NFKC').replace(INVISIBLE, '').trim().toUpperCase();
}

/**
 * The RFC pattern (SAT): 4 letters for a person or 3 for a company (Ñ and & count), the
 * date as YYMMDD with a real month and day, and a 3-character homoclave.
 */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/;

/** True when a normalized tin is shaped like an RFC. */
export function isRfc(tin: string): boolean {
  return RFC_PATTERN.test(tin);
}

/** The login field while typing: normalized, angle brackets removed, cut at 30 (spec 01 §5). */
export function sanitizeTin(input: string): string {
  return normalizeTin(input).replace(/[<>]/g, '').slice(0, TIN_MAX_LENGTH);
}
