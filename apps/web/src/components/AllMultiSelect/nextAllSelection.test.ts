import { describe, expect, it } from 'vitest';
import { filterValues, nextAllSelection } from './nextAllSelection';

describe('nextAllSelection (spec 02 filters)', () => {
  it('choosing "all" clears the other picks', () => {
    expect(nextAllSelection(['pass', 'review'], ['pass', 'review', 'all'])).toEqual(['all']);
  });
  it('choosing a pick while "all" is on removes "all"', () => {
    expect(nextAllSelection(['all'], ['all', 'pass'])).toEqual(['pass']);
  });
  it('removing the last pick falls back to "all"', () => {
    expect(nextAllSelection(['pass'], [])).toEqual(['all']);
    expect(nextAllSelection(['all'], [])).toEqual(['all']);
  });
  it('other changes keep the picks', () => {
    expect(nextAllSelection(['pass'], ['pass', 'reject'])).toEqual(['pass', 'reject']);
    expect(nextAllSelection(['pass', 'reject'], ['reject'])).toEqual(['reject']);
  });
  it('"all" filters nothing', () => {
    expect(filterValues(['all'])).toEqual([]);
    expect(filterValues(['pass'])).toEqual(['pass']);
  });
});
