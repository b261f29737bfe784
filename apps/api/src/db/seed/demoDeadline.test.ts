/**
 * The demo's deadline (03 §7: December 18, or today + 70 days when later) is always one the
 * settings form accepts: the savings-fund cycle's window (decision 075) resolves the conflict
 * the spec's "through 31 December of the current year" had with "today + 70 days" from late October.
 */
import { describe, expect, it } from 'vitest';
import { addDays, deadlineField } from '@abono/domain';
import { demoDeadline } from './demoCompanies';

describe('demoDeadline', () => {
  it('is a valid settings deadline on every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const today = addDays('2026-01-01', day);
      const deadline = demoDeadline(today);
      expect(deadlineField(today).safeParse(deadline).success, `${today} → ${deadline}`).toBe(true);
    }
  });

  it('crosses into next year only from 1 October, where the cycle already allows it', () => {
    expect(demoDeadline('2026-10-23')).toBe('2027-01-01');
    expect(deadlineField('2026-10-23').safeParse('2027-01-01').success).toBe(true);
  });
});
