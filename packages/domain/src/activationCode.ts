/**
 * Activation codes: HR issues one per employee; the person gives
 * tin + code to link their account to that employee record. Zod-free so the forms can
 * normalise while typing.
 *
 * 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U/V): 29^12 ≈ 2^58
 * codes, far beyond what the 5-failure tin lockout lets anyone try. Shown as XXXX-XXXX-XXXX;
 * people may type it in lower case, with spaces or without the hyphens.
 */
export const ACTIVATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const ACTIVATION_CODE_LENGTH = 12;
/** Issued codes expire after 14 days (03 §6). */
export const ACTIVATION_CODE_TTL_DAYS = 14;

const GROUP = 4;
const VALID = new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`);

/** Upper case, without spaces and hyphens: the form the hash is taken of. */
export function normalizeActivationCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function isActivationCode(normalized: string): boolean {
  return VALID.test(normalized);
}

/** XXXX-XXXX-XXXX, for showing a (normalized) code. */
export function formatActivationCode(normalized: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalized.length; i += GROUP) groups.push(normalized.slice(i, i + GROUP));
  return groups.join('-');
}
