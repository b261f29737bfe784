/**
 * The business calendar (decisions 03 §1): calendar dates are `YYYY-MM-DD` strings in
 * America/Mexico_City. Date arithmetic goes through Date.UTC so the machine's own time
 * zone and daylight-saving changes can never shift a day.
 */

/** A calendar date `YYYY-MM-DD`. */
export type DateString = string;

export const BUSINESS_TIME_ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

let businessDayFormat: Intl.DateTimeFormat | null = null;

/**
 * Made on first use, not when the module loads: a page's first Intl.DateTimeFormat starts the
 * browser's date and time-zone data, tens of milliseconds on a phone, and the web's first screen
 * imports this module without asking for a business day (decision 082).
 */
function businessDayFormatter(): Intl.DateTimeFormat {
  businessDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return businessDayFormat;
}

/** True when the string is a real calendar date `YYYY-MM-DD` (no 2026-02-30). */
export function isDateString(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Milliseconds of the date's UTC midnight; throws on anything but a real `YYYY-MM-DD`. */
export function parseDate(value: DateString): number {
  if (!isDateString(value)) throw new RangeError(`Not a YYYY-MM-DD date: "${value}"`);
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The `YYYY-MM-DD` of a UTC-midnight timestamp (the inverse of parseDate). */
export function formatDate(utcMs: number): DateString {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** The business day (Mexico City) that contains the given instant. */
export function todayInMexicoCity(now: Date = new Date()): DateString {
  const parts = businessDayFormatter().formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The business day of "now" given as a Date, an ISO-8601 instant, or a bare
 * `YYYY-MM-DD` (already a business day, taken as is — never as UTC midnight).
 */
export function businessDayOf(now: Date | string): DateString {
  if (typeof now === 'string') {
    if (isDateString(now)) return now;
    const instant = new Date(now);
    if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: "${now}"`);
    return todayInMexicoCity(instant);
  }
  return todayInMexicoCity(now);
}

export function addDays(date: DateString, days: number): DateString {
  return formatDate(parseDate(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function diffDays(from: DateString, to: DateString): number {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS);
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekday(date: DateString): number {
  return new Date(parseDate(date)).getUTCDay();
}

export const FRIDAY = 5;

export function isFriday(date: DateString): boolean {
  return weekday(date) === FRIDAY;
}

/** The last Friday on or before the date (the date itself when it is a Friday). */
export function lastFridayOnOrBefore(date: DateString): DateString {
  return addDays(date, -((weekday(date) - FRIDAY + 7) % 7));
}

/** December 31 of the date's year. */
export function endOfYear(date: DateString): DateString {
  return `${date.slice(0, 4)}-12-31`;
}

/**
 * The last day of the savings-fund cycle a deadline set on `today` belongs to: 31 December of the
 * current year until 30 September, of the next year from 1 October (the fund's year closes in
 * December, and from October a company sets up the next cycle; decision 075).
 */
export function savingsCycleEnd(today: DateString): DateString {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '10-01' ? `${year + 1}-12-31` : `${year}-12-31`;
}

/** Spanish display form: '2026-11-21' → '21/11/2026'. */
export function formatDateEs(date: DateString): string {
  parseDate(date);
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** The later of two dates. */
export function maxDate(a: DateString, b: DateString): DateString {
  return a >= b ? a : b;
}

/** The earlier of two dates. */
export function minDate(a: DateString, b: DateString): DateString {
  return a <= b ? a : b;
}
