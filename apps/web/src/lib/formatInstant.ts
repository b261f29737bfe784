import { BUSINESS_TIME_ZONE, businessDayOf, formatDateEs } from '@abono/domain';

let timeFormat: Intl.DateTimeFormat | null = null;

/**
 * Made on first use, not when the module loads: the module loads with a screen's whole chunk, in
 * one task, and a first date format in it was half of /settings' longest task (decisions 082, 102).
 */
function timeFormatter(): Intl.DateTimeFormat {
  timeFormat ??= new Intl.DateTimeFormat('es-MX', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    // `hour12: false` writes midnight as 24:00 in Chromium's ICU; h23 is 00–23.
    hourCycle: 'h23',
  });
  return timeFormat;
}

/**
 * An instant as the back office reads it (treasury's files, the settings history), in Mexico City:
 * `dd/MM/yyyy HH:mm`.
 */
export function formatInstantEs(iso: string): string {
  return `${formatDateEs(businessDayOf(iso))} ${timeFormatter().format(new Date(iso))}`;
}
