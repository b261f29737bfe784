import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  businessDayOf,
  diffDays,
  endOfYear,
  savingsCycleEnd,
  formatDateEs,
  isDateString,
  isFriday,
  lastFridayOnOrBefore,
  parseDate,
  todayInMexicoCity,
  weekday,
} from './dates';

describe('todayInMexicoCity', () => {
  it('stays on the Mexico City day across UTC midnight', () => {
    // Mexico City is UTC−6 all year (no DST since 2022).
    expect(todayInMexicoCity(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-21');
    expect(todayInMexicoCity(new Date('2026-11-22T00:30:00Z'))).toBe('2026-11-21');
    expect(todayInMexicoCity(new Date('2026-11-22T05:59:59Z'))).toBe('2026-11-21');
    expect(todayInMexicoCity(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
    expect(todayInMexicoCity(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('reads the business day of a Date, an ISO instant or a bare date', () => {
    expect(businessDayOf('2026-11-22T01:00:00Z')).toBe('2026-11-21');
    expect(businessDayOf('2026-11-22')).toBe('2026-11-22');
    expect(businessDayOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
    expect(() => businessDayOf('yesterday')).toThrow(RangeError);
  });
});

describe('calendar math', () => {
  it('validates dates', () => {
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2026-02-29')).toBe(false);
    expect(isDateString('2026-13-01')).toBe(false);
    expect(isDateString('2026-1-01')).toBe(false);
    expect(() => parseDate('nope')).toThrow(RangeError);
  });

  it('adds and subtracts days across months, years and DST dates elsewhere', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(diffDays('2026-01-01', '2026-12-31')).toBe(364);
    expect(diffDays('2026-12-31', '2026-01-01')).toBe(-364);
  });

  it('knows weekdays and Fridays', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-20')).toBe(5);
    expect(isFriday('2026-12-18')).toBe(true);
    expect(isFriday('2026-12-19')).toBe(false);
  });

  it.each([
    ['2026-12-18', '2026-12-18'],
    ['2026-12-19', '2026-12-18'],
    ['2026-12-24', '2026-12-18'],
    ['2026-12-25', '2026-12-25'],
    ['2027-01-01', '2027-01-01'],
    ['2027-01-03', '2027-01-01'],
  ])('last Friday on or before %s is %s', (date, friday) => {
    expect(lastFridayOnOrBefore(date)).toBe(friday);
  });

  it('formats for Spanish readers and finds the year end', () => {
    expect(formatDateEs('2026-11-21')).toBe('21/11/2026');
    expect(formatDateEs('2027-01-05')).toBe('05/01/2027');
    expect(endOfYear('2026-11-21')).toBe('2026-12-31');
  });

  it.each([
    ['2026-01-01', '2026-12-31'],
    ['2026-09-30', '2026-12-31'],
    ['2026-10-01', '2027-12-31'],
    ['2026-12-31', '2027-12-31'],
  ])('the savings-fund cycle of %s ends on %s', (today, end) => {
    expect(savingsCycleEnd(today)).toBe(end);
  });
});

describe('the business-day formatter', () => {
  it('is made on the first business day asked for, not when the module loads (decision 082)', async () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      vi.resetModules();
      const fresh = await import('./dates');
      expect(made).toBe(0);
      expect(fresh.todayInMexicoCity(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-21');
      expect(fresh.todayInMexicoCity(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
