import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow, parseGoToPage } from './pageWindow';

describe('pageWindow', () => {
  it('shows 5 pages around the current one, kept inside the range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('fewer pages than the window: all of them', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('page count: at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(57, 10)).toBe(6);
    expect(pageCountOf(50, 10)).toBe(5);
  });
});

describe('parseGoToPage', () => {
  it('accepts only integers from 1 to the page count', () => {
    expect(parseGoToPage('3', 6)).toBe(3);
    expect(parseGoToPage(' 6 ', 6)).toBe(6);
    for (const bad of ['0', '7', '2.5', '-1', 'abc', '', '1e1', '３']) expect(parseGoToPage(bad, 6), bad).toBeNull();
  });
});
