import { addDays, lastFridayOnOrBefore, type DateString } from '@abono/domain';

/** How far the Friday picker reaches: a year back (re-downloads for payroll audits), half a year ahead. */
export const FRIDAYS_BACK = 52;
export const FRIDAYS_AHEAD = 26;

/**
 * The coming payroll Friday of a Mexico City business day: the day itself when it is a Friday
 * (that payroll is still to be run), else the next one.
 */
export function nextPayrollFriday(today: DateString): DateString {
  return lastFridayOnOrBefore(addDays(today, 6));
}

/** The Fridays the deductions card offers, oldest first, around the coming one. */
export function payrollFridays(today: DateString): DateString[] {
  const next = nextPayrollFriday(today);
  const fridays: DateString[] = [];
  for (let week = -FRIDAYS_BACK; week <= FRIDAYS_AHEAD; week++) fridays.push(addDays(next, week * 7));
  return fridays;
}
