import { BUSINESS_TIME_ZONE, businessDayOf, formatDateEs } from '@abono/domain';

const timeFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * An instant as the back office reads it (treasury's files, the settings history), in Mexico City:
 * `dd/MM/yyyy HH:mm`.
 */
export function formatInstantEs(iso: string): string {
  return `${formatDateEs(businessDayOf(iso))} ${timeFormat.format(new Date(iso))}`;
}
