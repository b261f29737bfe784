import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '@abono/domain';
import { settableClock } from './clock';

describe('settableClock', () => {
  it('follows the system time until set, then returns the pinned instant and its Mexico City day', () => {
    const clock = settableClock();
    expect(clock.today()).toBe(todayInMexicoCity());
    clock.set('2031-02-28');
    expect(clock.today()).toBe('2031-02-28');
    expect(clock.now().toISOString()).toBe('2031-02-28T18:00:00.000Z');
    // 03:00 UTC on March 1 is still February 28 in Mexico City.
    clock.set(new Date('2031-03-01T03:00:00Z'));
    expect(clock.today()).toBe('2031-02-28');
    clock.set(null);
    expect(clock.today()).toBe(todayInMexicoCity());
  });
});
