import type { EmployeeDetail } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/** GET /api/employees/{id}?company_id: the employee the edit drawer fills its form with. */
export function useEmployeeQuery(employeeId: number, companyId: number) {
  return useQuery<EmployeeDetail>({
    queryKey: employeeKeys.detail(employeeId, companyId),
    queryFn: ({ signal }) => http.get<EmployeeDetail>(`/employees/${employeeId}`, { company_id: companyId }, signal),
    // Read afresh at every opening (someone may have changed the employee), never from an old entry.
    gcTime: 0,
  });
}
