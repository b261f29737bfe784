import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './pageWindow';

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
  it('a page outside the range is clamped (a stale URL after the list shrank)', () => {
    expect(pageWindow(12, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('page count: at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(57, 10)).toBe(6);
    expect(pageCountOf(50, 10)).toBe(5);
  });
});
