import { describe, expect, it } from 'vitest';
import { pageField, pageSizeField } from './loanList';
import { notificationListQuerySchema } from './notifications';
import { weeksField } from './common';

describe('integer fields of queries and forms', () => {
  it('read strings of digits as the number, and numbers as they are', () => {
    expect(pageField.parse('2')).toBe(2);
    expect(pageField.parse('007')).toBe(7);
    expect(pageField.parse(3)).toBe(3);
    expect(pageSizeField.parse('50')).toBe(50);
    expect(weeksField.parse('12')).toBe(12);
    expect(notificationListQuerySchema.parse({ limit: '20', offset: '0' })).toMatchObject({ limit: 20, offset: 0 });
  });

  it('default when absent', () => {
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageSizeField.parse(undefined)).toBe(10);
    expect(notificationListQuerySchema.parse({})).toMatchObject({ limit: 20, offset: 0 });
  });

  it.each(['1e3', 'true', ' 1', '1.0', '0x10', '+2', '', '١٢٣', '１２'])(
    'coerce nothing else: page %j is refused',
    (raw) => {
      const result = pageField.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('errors.invalid_page');
    },
  );

  it.each([true, [1], { n: 1 }, 1.5, 0, -1, 1_000_001])('refuses page %j', (raw) => {
    expect(pageField.safeParse(raw).success).toBe(false);
  });

  it('refuses a page size outside the list, and limit/offset written as exponents or booleans', () => {
    expect(pageSizeField.safeParse('1e1').success).toBe(false);
    expect(pageSizeField.safeParse('11').success).toBe(false);
    expect(pageSizeField.safeParse(true).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ limit: '2e1' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ offset: 'true' }).success).toBe(false);
    expect(weeksField.safeParse('1e1').success).toBe(false);
  });
});
