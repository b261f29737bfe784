/**
 * The employees list's view as it lives in the URL (issue 9 §1, like the credits screen,
 * decision 035): search, status filter, sort, order, page and page size, so a reload, a shared
 * link or the way back from an employee's companies shows the same view. Unknown or malformed
 * values fall back to the defaults; defaults are left out of the URL.
 */
import {
  DEFAULT_PAGE_SIZE,
  EMPLOYEE_LIST_SORTS,
  EMPLOYEE_STATUSES,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  type EmployeeListSort,
  type EmployeeStatus,
  type PageSize,
} from '@abono/domain';

export const ALL_STATUSES = 'all';

export interface EmployeesView {
  search: string;
  status: EmployeeStatus | typeof ALL_STATUSES;
  sort: EmployeeListSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_EMPLOYEES_VIEW: EmployeesView = {
  search: '',
  status: ALL_STATUSES,
  sort: 'control_number',
  order: 'asc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export function parseEmployeesView(params: URLSearchParams): EmployeesView {
  const sort = params.get('sort') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    status: (EMPLOYEE_STATUSES as readonly string[]).includes(status) ? (status as EmployeeStatus) : ALL_STATUSES,
    sort: (EMPLOYEE_LIST_SORTS as readonly string[]).includes(sort) ? (sort as EmployeeListSort) : DEFAULT_EMPLOYEES_VIEW.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
  };
}

export function writeEmployeesView(view: EmployeesView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  set('search', view.search.trim(), '');
  set('status', view.status, ALL_STATUSES);
  set('sort', view.sort, DEFAULT_EMPLOYEES_VIEW.sort);
  set('order', view.order, DEFAULT_EMPLOYEES_VIEW.order);
  set('page', String(view.page), '1');
  set('page_size', String(view.pageSize), String(DEFAULT_PAGE_SIZE));
  return params;
}

/** GET /api/employees's query for the view and the selected company. */
export function employeeListQueryOf(view: EmployeesView, companyId: number): Record<string, string | number> {
  const query: Record<string, string | number> = {
    company_id: companyId,
    sort: view.sort,
    order: view.order,
    page: view.page,
    page_size: view.pageSize,
  };
  if (view.search.trim()) query.search = view.search.trim();
  if (view.status !== ALL_STATUSES) query.status = view.status;
  return query;
}

/** A change of search, filter, sort or page size starts again at page 1. */
export function changeEmployeesView(view: EmployeesView, patch: Partial<EmployeesView>): EmployeesView {
  const resetsPage = (['search', 'status', 'sort', 'order', 'pageSize'] as const).some((k) => k in patch);
  return { ...view, ...patch, page: patch.page ?? (resetsPage ? 1 : view.page) };
}
