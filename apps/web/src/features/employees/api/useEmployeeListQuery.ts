import { employeesApi, type EmployeeListQuery } from '@abono/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeListQueryOf, type EmployeesView } from '../lib/employeesView';
import { employeeKeys } from './employeeKeys';

/** GET /api/employees: one page of a company's employees; the query (company included) is the key. */
export const employeeListQuery = (query: EmployeeListQuery) =>
  queryOptions({
    queryKey: [...employeeKeys.lists, query],
    queryFn: ({ signal }) => call(employeesApi.list, { query }, { signal }),
  });

/**
 * The selected company's page for the view: choosing another company reads its list; the
 * previous page stays on screen meanwhile. Nothing is read until a company is selected.
 */
export function useEmployeeListQuery(companyId: number | null, view: EmployeesView) {
  return useQuery({
    ...employeeListQuery(employeeListQueryOf(view, companyId ?? 0)),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
