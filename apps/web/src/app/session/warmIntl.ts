import { BUSINESS_TIME_ZONE, todayInMexicoCity } from '@abono/domain';

/**
 * The browser's date, time-zone and number data, loaded while the start-up refresh is on the
 * network (decision 102). A page's first Intl format of each kind loads that data: 50–70 ms each on
 * a phone's CPU, which used to land inside the first render of a table (the business day of each
 * row, the footer's "1–10 de 1,234", the settings history's times) and made it a long task. Here
 * each one is a task of its own, while the main thread would otherwise wait for the network.
 * Loaded with import() by the refresh only: on /login it would be first-load bytes for nothing.
 */
const WARM_UPS: (() => unknown)[] = [
  // The domain's own business-day format (Mexico City's time-zone data), kept for every date rule.
  () => todayInMexicoCity(),
  // Spanish dates and times (the back office's instants, the header's date).
  () => new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }).format(0),
  // Spanish numbers (the tables' counts).
  () => (1234).toLocaleString('es-MX'),
];

export function warmIntlInOwnTasks(): void {
  for (const warmUp of WARM_UPS) setTimeout(warmUp, 0);
}
