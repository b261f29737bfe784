/**
 * Spec 01 §2 relative time: 'hace unos momentos' under 1 minute, then minutes,
 * hours and days; from 7 days on the date as dd/mm/yy. Returns an i18n key and
 * its values (singular and plural are separate keys, so catalogs need no plural rules).
 */
export interface RelativeTime {
  key:
    | 'time.just_now'
    | 'time.minute_ago'
    | 'time.minutes_ago'
    | 'time.hour_ago'
    | 'time.hours_ago'
    | 'time.day_ago'
    | 'time.days_ago'
    | 'time.date';
  values: { n?: number; date?: string };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function unit(n: number, one: RelativeTime['key'], many: RelativeTime['key']): RelativeTime {
  return { key: n === 1 ? one : many, values: { n } };
}

export function relativeTime(iso: string, now: Date = new Date()): RelativeTime {
  const then = new Date(iso);
  const diff = Math.max(0, now.getTime() - then.getTime());
  if (diff < MINUTE) return { key: 'time.just_now', values: {} };
  if (diff < HOUR) return unit(Math.floor(diff / MINUTE), 'time.minute_ago', 'time.minutes_ago');
  if (diff < DAY) return unit(Math.floor(diff / HOUR), 'time.hour_ago', 'time.hours_ago');
  if (diff < 7 * DAY) return unit(Math.floor(diff / DAY), 'time.day_ago', 'time.days_ago');
  const date = `${pad(then.getDate())}/${pad(then.getMonth() + 1)}/${pad(then.getFullYear() % 100)}`;
  return { key: 'time.date', values: { date } };
}
