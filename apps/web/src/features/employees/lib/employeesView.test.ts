import { describe, expect, it } from 'vitest';
import {
  changeEmployeesView,
  DEFAULT_EMPLOYEES_VIEW,
  employeeListQueryOf,
  parseEmployeesView,
  writeEmployeesView,
} from './employeesView';

describe('the employees view in the URL', () => {
  it('defaults to control number ascending, page 1 of 10, every status', () => {
    expect(parseEmployeesView(new URLSearchParams())).toEqual(DEFAULT_EMPLOYEES_VIEW);
    expect(writeEmployeesView(DEFAULT_EMPLOYEES_VIEW).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const view = {
      search: 'López',
      status: 'fired' as const,
      sort: 'name' as const,
      order: 'desc' as const,
      page: 3,
      pageSize: 50 as const,
    };
    expect(parseEmployeesView(writeEmployeesView(view))).toEqual(view);
  });

  it('malformed values fall back to the defaults instead of breaking the screen', () => {
    const view = parseEmployeesView(
      new URLSearchParams('status=despedido&sort=salary&order=up&page=-2&page_size=33&search=' + 'x'.repeat(80)),
    );
    expect(view).toEqual({ ...DEFAULT_EMPLOYEES_VIEW, search: 'x'.repeat(50) });
    expect(parseEmployeesView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('a new search, filter, sort or page size goes back to page 1; paging keeps the rest', () => {
    const on3 = { ...DEFAULT_EMPLOYEES_VIEW, page: 3 };
    for (const patch of [
      { search: 'a' },
      { status: 'hired' as const },
      { sort: 'email' as const },
      { order: 'desc' as const },
      { pageSize: 25 as const },
    ]) {
      expect(changeEmployeesView(on3, patch).page).toBe(1);
    }
    expect(changeEmployeesView(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });

  it('asks the API for the selected company with the trimmed search and only a real status', () => {
    expect(employeeListQueryOf({ ...DEFAULT_EMPLOYEES_VIEW, search: '  ana ' }, 7)).toEqual({
      company_id: 7,
      search: 'ana',
      sort: 'control_number',
      order: 'asc',
      page: 1,
      page_size: 10,
    });
    expect(employeeListQueryOf({ ...DEFAULT_EMPLOYEES_VIEW, status: 'terminated' }, 7)).toMatchObject({
      status: 'terminated',
    });
    expect(employeeListQueryOf(DEFAULT_EMPLOYEES_VIEW, 7)).not.toHaveProperty('status');
  });
});
