import type { EmployeeList } from '@abono/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeListQueryOf, type EmployeesView } from '../lib/employeesView';
import { employeeKeys } from './employeeKeys';

/**
 * GET /api/employees: one page of the selected company's employees. The company is part of the
 * key, so choosing another company reads its list; the previous page stays on screen meanwhile.
 */
export function useEmployeeListQuery(companyId: number | null, view: EmployeesView) {
  const query = companyId === null ? {} : employeeListQueryOf(view, companyId);
  return useQuery<EmployeeList>({
    queryKey: employeeKeys.list(query),
    queryFn: ({ signal }) => http.get<EmployeeList>('/employees', query, signal),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
