import { describe, expect, it } from 'vitest';
import { parseGoToPage } from './goToPage';

describe('parseGoToPage', () => {
  it('accepts integers from 1 to the page count', () => {
    expect(parseGoToPage('1', 6)).toBe(1);
    expect(parseGoToPage('3', 6)).toBe(3);
    expect(parseGoToPage(' 6 ', 6)).toBe(6);
    expect(parseGoToPage('06', 6)).toBe(6);
  });
  it('refuses anything else', () => {
    for (const bad of ['0', '7', '2.5', '-1', '+2', 'abc', '', ' ', '1e1', '0x2', '３', '2 3'])
      expect(parseGoToPage(bad, 6), bad).toBeNull();
  });
  it('one page: only 1', () => {
    expect(parseGoToPage('1', 1)).toBe(1);
    expect(parseGoToPage('2', 1)).toBeNull();
  });
});
