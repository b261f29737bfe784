/**
 * Text and figures as the bank layouts take them (03 §4, decision 067): ASCII upper case with the
 * accents folded, amounts as whole cents without a point, zero-padded numbers. Shared by the
 * Banorte and HSBC writers so both fold a name the same way. A field that would not fit its width
 * throws: the service validates the data first, so an overflow here is a programming error.
 */
import { foldText, toCents, type Money } from '@abono/domain';

/**
 * `Peña Núñez` → `PENA NUNEZ`: accents and other combining marks removed (the domain's foldText),
 * upper case, and every character other than A–Z, 0–9 and the space replaced by a space (the other
 * non-ASCII letters, punctuation, commas, quotes, tabs and line breaks), runs of spaces collapsed,
 * the ends trimmed. Only letters, digits and spaces reach a bank, so no field can break a row or
 * start a formula.
 */
export function bankText(text: string): string {
  return foldText(text)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The text cut to `width` characters (names longer than the field lose their end). */
export function truncate(text: string, width: number): string {
  return text.length > width ? text.slice(0, width) : text;
}

/** Right-padded with spaces to exactly `width` (text fields). */
export function padText(text: string, width: number, field: string): string {
  if (text.length > width) throw new Error(`${field} does not fit ${width} characters: "${text}"`);
  return text.padEnd(width, ' ');
}

/** Digits zero-padded on the left to exactly `width` (numeric fields). */
export function padNumber(digits: string | number | bigint, width: number, field: string): string {
  const text = String(digits);
  if (!/^\d+$/.test(text)) throw new Error(`${field} is not a non-negative whole number: "${text}"`);
  if (text.length > width) throw new Error(`${field} does not fit ${width} digits: ${text}`);
  return text.padStart(width, '0');
}

/** An amount as whole cents without a point, zero-padded: "1234.50" in 15 → "000000000123450". */
export function centsField(amount: Money | bigint, width: number, field: string): string {
  const cents = typeof amount === 'bigint' ? amount : toCents(amount);
  if (cents < 0n) throw new Error(`${field} is negative: ${amount}`);
  return padNumber(cents, width, field);
}
