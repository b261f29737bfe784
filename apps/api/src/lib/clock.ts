/**
 * "Now" for the services, injected through the app deps so tests can move the business
 * calendar (a loan past its deadline, a confirmed loan past its final payment) without
 * faking timers for the whole process. Services never call `new Date()` or
 * `todayInMexicoCity()` for business dates; they ask the clock.
 */
import { todayInMexicoCity, type DateString } from '@abono/domain';

export interface Clock {
  now(): Date;
  /** The business day (America/Mexico_City) of now(). */
  today(): DateString;
}

/** A clock that follows the system time until `set` pins it (tests). */
export interface SettableClock extends Clock {
  /** Pin the clock at an instant, or a business day (noon in Mexico City); null follows the system again. */
  set(at: Date | DateString | null): void;
}

/** Noon in Mexico City (UTC−6 all year since 2022) of a business day: safely inside that day. */
function noonOf(day: DateString): Date {
  return new Date(`${day}T18:00:00.000Z`);
}

export function settableClock(): SettableClock {
  let pinned: Date | null = null;
  const clock: SettableClock = {
    now: () => (pinned ? new Date(pinned) : new Date()),
    today: () => todayInMexicoCity(clock.now()),
    set: (at) => {
      pinned = at === null ? null : typeof at === 'string' ? noonOf(at) : new Date(at);
    },
  };
  return clock;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayInMexicoCity(),
};
