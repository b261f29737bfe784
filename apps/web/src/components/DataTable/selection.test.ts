import { describe, expect, it } from 'vitest';
import { pageSelectionState, togglePage, toggleRow } from './selection';

describe('row selection', () => {
  it('the header checkbox state follows the current page only', () => {
    expect(pageSelectionState(new Set(), [1, 2])).toBe('none');
    expect(pageSelectionState(new Set([1, 9]), [1, 2])).toBe('some');
    expect(pageSelectionState(new Set([1, 2, 9]), [1, 2])).toBe('all');
    expect(pageSelectionState(new Set([9]), [])).toBe('none');
  });
  it('toggling the page adds its rows, or clears them when all were on, keeping other pages', () => {
    expect([...togglePage(new Set([9, 1]), [1, 2])].sort()).toEqual([1, 2, 9]);
    expect([...togglePage(new Set([9, 1, 2]), [1, 2])]).toEqual([9]);
  });
  it('never mutates the given set', () => {
    const before = new Set([1]);
    togglePage(before, [1, 2]);
    toggleRow(before, 1);
    expect([...before]).toEqual([1]);
    expect([...toggleRow(before, 1)]).toEqual([]);
    expect([...toggleRow(before, 3)]).toEqual([1, 3]);
  });
});
