/**
 * The employees list's view as it lives in the URL (like the credits screen,
 * decision 035): search, status filter, sort, order, page and page size, so a reload, a shared
 * link or the way back from an employee's companies shows the same view. Unknown or malformed
 * values fall back to the defaults; defaults are left out of the URL.
 */
import {
  DEFAULT_PAGE_SIZE,
  EMPLOYEE_LIST_SORTS,
  EMPLOYEE_STATUSES,
  type EmployeeListQuery,
  type EmployeeListSort,
  type EmployeeStatus,
} from '@abono/domain';
import { changeListView, readListView, writeListView, type ListView } from '../../../lib/listView';

export const ALL_STATUSES = 'all';

export interface EmployeesView extends ListView<EmployeeListSort> {
  status: EmployeeStatus | typeof ALL_STATUSES;
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
  const status = params.get('status') ?? '';
  return {
    ...readListView(params, EMPLOYEE_LIST_SORTS, DEFAULT_EMPLOYEES_VIEW.sort),
    status: (EMPLOYEE_STATUSES as readonly string[]).includes(status) ? (status as EmployeeStatus) : ALL_STATUSES,
  };
}

export function writeEmployeesView(view: EmployeesView): URLSearchParams {
  return writeListView(new URLSearchParams(), view, DEFAULT_EMPLOYEES_VIEW, {
    status: view.status === ALL_STATUSES ? '' : view.status,
  });
}

/** GET /api/employees's query for the view and the selected company. */
export function employeeListQueryOf(view: EmployeesView, companyId: number): EmployeeListQuery {
  const query: EmployeeListQuery = {
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
  return changeListView(view, patch);
}
