/**
 * Exact money on 2-decimal strings (decisions 03 §1, §2). Arithmetic runs on integer
 * cents held in BigInt, so no binary float ever touches an amount; big.js is used only
 * to round decimals with more than two places (half-up, once).
 */
import Big from 'big.js';

/** A money value as it travels: a decimal string with exactly 2 decimals ("1234.50"). */
export type Money = string;

/**
 * What a person may type as an amount: digits with one optional decimal point and at
 * most 2 decimals ("12", "12.5", "12.50", "12.", ".5"). Positivity is checked apart.
 */
export const AMOUNT_PATTERN = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** numeric(14,2) in the database: at most 12 integer digits. */
export const MAX_MONEY = '999999999999.99';
const MAX_CENTS = 99_999_999_999_999n;

/** Any finite plain decimal: optional sign, digits, optional fraction. */
const DECIMAL_PATTERN = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

function assertDecimal(value: string): void {
  if (!DECIMAL_PATTERN.test(value)) throw new RangeError(`Not a decimal number: "${value}"`);
}

/** Rounds any decimal string half-up (away from zero on ties) to cents: "2.345" → "2.35". */
export function roundHalfUp(value: string | Big): Money {
  if (typeof value === 'string') assertDecimal(value);
  const rounded = new Big(value).round(2, Big.roundHalfUp);
  // big.js keeps the sign of zero ("-0.00"); money never shows a negative zero.
  return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
}

/** Normalises a decimal string with at most 2 decimals to money; rounds half-up otherwise. */
export function toMoneyString(value: string | Big | bigint): Money {
  return typeof value === 'bigint' ? fromCents(value) : roundHalfUp(value);
}

/** Integer cents of a money string; rounds half-up if it carries more than 2 decimals. */
export function toCents(value: string): bigint {
  const fast = plainCents(value);
  if (fast !== null) return fast;
  const money = roundHalfUp(value);
  const negative = money.startsWith('-');
  const [int, frac] = (negative ? money.slice(1) : money).split('.') as [string, string];
  const cents = BigInt(int) * 100n + BigInt(frac);
  return negative ? -cents : cents;
}

const PLAIN_MONEY = /^(\d*)(?:\.(\d{0,2}))?$/;

/**
 * Cents of an unsigned decimal with at most 2 decimals, without big.js: the live quote
 * parses two amounts on every keystroke, so the common case stays integer-only.
 */
function plainCents(value: string): bigint | null {
  const m = PLAIN_MONEY.exec(value);
  if (!m || (m[1] === '' && !m[2])) return null;
  return BigInt(m[1] || '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** The money string of a number of cents. */
export function fromCents(cents: bigint): Money {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * Rounds the exact ratio num/den (den > 0) half-up to an integer. Used for interest,
 * which is a fraction of cents before its single rounding.
 */
export function divRoundHalfUp(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('Denominator must be positive');
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return negative ? -q : q;
}

/** ceil(num/den) for num ≥ 0, den > 0. */
export function divCeil(num: bigint, den: bigint): bigint {
  if (den <= 0n || num < 0n) throw new RangeError('divCeil needs num ≥ 0 and den > 0');
  return (num + den - 1n) / den;
}

/**
 * Parses what a person typed as an amount: valid (AMOUNT_PATTERN), > 0 and not above
 * MAX_MONEY. Returns the normalised money string, or null when it is not acceptable.
 */
export function parseAmount(input: string): Money | null {
  if (!AMOUNT_PATTERN.test(input)) return null;
  const cents = plainCents(input.endsWith('.') ? input.slice(0, -1) : input);
  return cents !== null && cents > 0n && cents <= MAX_CENTS ? fromCents(cents) : null;
}

/**
 * An amount as typed, cleaned of what a reader skips: spaces anywhere, a leading
 * "$", and thousands commas in their places ("1,000.50" → "1000.50", " 5000 " → "5000"). Any
 * other text comes back as it was (trimmed), so the amount schema still names its problem.
 */
export function cleanTypedAmount(text: string): string {
  const compact = text.replace(/[\s\u00a0]+/g, '').replace(/^\$/, '');
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(compact)) return compact.replace(/,/g, '');
  return /^[\d.]+$/.test(compact) ? compact : text.trim();
}

/** True when the string is an acceptable amount (see parseAmount). */
export function isValidAmount(input: string): boolean {
  return parseAmount(input) !== null;
}

export function addMoney(a: string, b: string): Money {
  return fromCents(toCents(a) + toCents(b));
}

export function subMoney(a: string, b: string): Money {
  return fromCents(toCents(a) - toCents(b));
}

/** a × factor, exact, then rounded half-up to cents once. The factor may have any decimals. */
export function mulMoney(a: string, factor: string | number): Money {
  const f = typeof factor === 'number' ? String(factor) : factor;
  assertDecimal(a);
  assertDecimal(f);
  return roundHalfUp(new Big(a).times(f));
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  assertDecimal(a);
  assertDecimal(b);
  return new Big(a).cmp(b) as -1 | 0 | 1;
}

export function minMoney(a: string, b: string): Money {
  return toMoneyString(compareMoney(a, b) <= 0 ? a : b);
}

export function maxMoney(a: string, b: string): Money {
  return toMoneyString(compareMoney(a, b) >= 0 ? a : b);
}

export function sumMoney(values: readonly string[]): Money {
  return fromCents(values.reduce((acc, v) => acc + toCents(v), 0n));
}

export function isZeroMoney(value: string): boolean {
  return compareMoney(value, '0') === 0;
}

/**
 * es-MX currency text without Intl/float: "1234.5" → "$1,234.50", "-3" → "-$3.00".
 * Rounds half-up to cents first.
 */
export function formatMXN(value: string): string {
  const money = roundHalfUp(value);
  const negative = money.startsWith('-');
  const [int, frac] = (negative ? money.slice(1) : money).split('.') as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${frac}`;
}
