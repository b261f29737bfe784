import type { EmployeeCompanyAccess } from '@abono/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/** GET /api/employees/{id}/companies?company_id&search (manage_auth): the companies the caller manages, with this employee's access. */
export function useEmployeeCompaniesQuery(employeeId: number, companyId: number | null, search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery<EmployeeCompanyAccess>({
    queryKey: employeeKeys.companies(employeeId, companyId ?? 0, term),
    queryFn: ({ signal }) =>
      http.get<EmployeeCompanyAccess>(`/employees/${employeeId}/companies`, { company_id: companyId, search: term || undefined }, signal),
    enabled: enabled && companyId !== null,
    placeholderData: keepPreviousData,
  });
}
