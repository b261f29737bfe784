import { describe, expect, it } from 'vitest';
import { formatInstantEs } from './formatInstant';

describe('formatInstantEs', () => {
  it('writes an instant as dd/MM/yyyy HH:mm in Mexico City, 24-hour', () => {
    expect(formatInstantEs('2026-11-27T18:05:00Z')).toBe('27/11/2026 12:05');
    expect(formatInstantEs('2026-11-27T06:00:00.000Z')).toBe('27/11/2026 00:00');
  });

  it("takes the business day of Mexico City, not UTC's, across midnight", () => {
    expect(formatInstantEs('2026-11-28T03:30:00Z')).toBe('27/11/2026 21:30');
  });
});
