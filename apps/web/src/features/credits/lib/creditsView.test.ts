import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, changeView, listQueryOf, parseCreditsView, writeCreditsView } from './creditsView';

describe('credits view in the URL', () => {
  it('round-trips every part of the view', () => {
    const view = {
      ...DEFAULT_VIEW,
      tab: 'loans' as const,
      search: 'IB-00',
      calculation: ['pass', 'review'],
      status: ['pending'],
      sort: 'amount' as const,
      order: 'desc' as const,
      page: 3,
      pageSize: 50 as const,
    };
    const params = writeCreditsView(view);
    expect(params.toString()).toBe(
      'search=IB-00&calculation=pass%2Creview&status=pending&sort=amount&order=desc&page=3&page_size=50',
    );
    expect(parseCreditsView(params)).toEqual(view);
  });

  it('the default view is the plain URL', () => {
    expect(writeCreditsView(DEFAULT_VIEW).toString()).toBe('');
    expect(parseCreditsView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
  });

  it('malformed values fall back to the defaults', () => {
    const view = parseCreditsView(
      new URLSearchParams('calculation=pass,nope&status=lost&sort=password&order=up&page=-2&page_size=7&tab=x'),
    );
    expect(view).toEqual({ ...DEFAULT_VIEW, calculation: ['pass'] });
    expect(parseCreditsView(new URLSearchParams(`search=${'x'.repeat(80)}`)).search).toHaveLength(50);
  });

  it('a filter, search, sort or size change goes back to page 1; a page change keeps the rest', () => {
    const view = { ...DEFAULT_VIEW, page: 4 };
    expect(changeView(view, { search: 'IB' }).page).toBe(1);
    expect(changeView(view, { calculation: ['pass'] }).page).toBe(1);
    expect(changeView(view, { sort: 'amount' }).page).toBe(1);
    expect(changeView(view, { page: 2 })).toEqual({ ...view, page: 2 });
  });

  it('keeps the insurance tab parameters', () => {
    expect(
      writeCreditsView({ ...DEFAULT_VIEW, tab: 'insurance' }, new URLSearchParams('ins_page=2&page=9')).toString(),
    ).toBe('ins_page=2&tab=insurance');
  });

  it('the API query: "all" sends no filter', () => {
    expect(listQueryOf(DEFAULT_VIEW, 7)).toEqual({ company_id: 7, sort: 'control_number', order: 'asc' });
    expect(
      listQueryOf({ ...DEFAULT_VIEW, search: ' IB ', calculation: ['pass'], status: ['pending', 'approved'] }, 7),
    ).toEqual({
      company_id: 7,
      sort: 'control_number',
      order: 'asc',
      search: 'IB',
      calculation: 'pass',
      status: 'pending,approved',
    });
  });
});
