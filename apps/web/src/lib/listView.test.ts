import { describe, expect, it } from 'vitest';
import { changeListView, readListView, writeListView, type ListView } from './listView';

const SORTS = ['name', 'date'] as const;
type Sort = (typeof SORTS)[number];
const DEFAULTS: ListView<Sort> = { search: '', sort: 'name', order: 'asc', page: 1, pageSize: 10 };

describe('a list view in the URL', () => {
  // Defaults (and filters that do not narrow) are left out.
  it('writes the search, then the filters, then sort and paging', () => {
    const params = writeListView(
      new URLSearchParams('tab=x'),
      { search: ' ana ', sort: 'date', order: 'desc', page: 2, pageSize: 25 },
      DEFAULTS,
      { status: 'hired', kind: '' },
    );
    expect(params.toString()).toBe('tab=x&search=ana&status=hired&sort=date&order=desc&page=2&page_size=25');
    expect(writeListView(new URLSearchParams(), DEFAULTS, DEFAULTS).toString()).toBe('');
  });

  it('reads back what it writes; malformed values are the defaults', () => {
    const view: ListView<Sort> = { search: 'ana', sort: 'date', order: 'desc', page: 2, pageSize: 25 };
    expect(readListView(writeListView(new URLSearchParams(), view, DEFAULTS), SORTS, 'name')).toEqual(view);
    expect(readListView(new URLSearchParams('sort=salary&order=up&page=1.5&page_size=7'), SORTS, 'name')).toEqual(
      DEFAULTS,
    );
  });

  it('any change but the page (or a part said to keep it) starts again at page 1', () => {
    const on3 = { ...DEFAULTS, page: 3, tab: 'a' };
    expect(changeListView(on3, { order: 'desc' }).page).toBe(1);
    expect(changeListView(on3, { tab: 'b' }).page).toBe(1);
    expect(changeListView(on3, { tab: 'b' }, ['tab'])).toEqual({ ...on3, tab: 'b' });
    expect(changeListView(on3, { page: 5 })).toEqual({ ...on3, page: 5 });
  });
});
