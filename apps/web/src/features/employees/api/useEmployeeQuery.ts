import { employeesApi, type EmployeeDetail } from '@abono/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';

/** GET /api/employees/{id}?company_id: the employee the edit drawer fills its form with. */
export const employeeQuery = (employeeId: number, companyId: number) =>
  queryOptions({
    queryKey: [...employeeKeys.detailsOf(employeeId), companyId],
    queryFn: ({ signal }) =>
      call(employeesApi.detail, { params: { id: employeeId }, query: { company_id: companyId } }, { signal }),
    // Read afresh at every opening (someone may have changed the employee), never from an old entry.
    gcTime: 0,
  });

export function useEmployeeQuery(employeeId: number, companyId: number) {
  return useQuery(employeeQuery(employeeId, companyId));
}

/**
 * Writes what an action answered about an employee into every cached copy of them, so an open
 * drawer shows it without reading the employee again.
 */
export function patchCachedEmployee(client: QueryClient, employeeId: number, patch: Partial<EmployeeDetail>): void {
  client.setQueriesData<EmployeeDetail>(
    { queryKey: employeeKeys.detailsOf(employeeId) },
    (cached) => cached && { ...cached, ...patch },
  );
}
