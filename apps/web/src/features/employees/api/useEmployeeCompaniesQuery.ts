import { employeeAccessApi } from '@abono/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';

/**
 * GET /api/employees/{id}/companies?company_id&search (manage_auth): the companies the caller manages, with this
 * employee's access.
 */
export const employeeCompaniesQuery = (employeeId: number, companyId: number, search: string) =>
  queryOptions({
    queryKey: [...employeeKeys.companiesOf(employeeId, companyId), search],
    queryFn: ({ signal }) =>
      call(
        employeeAccessApi.companies,
        { params: { id: employeeId }, query: { company_id: companyId, search: search || undefined } },
        { signal },
      ),
  });

export function useEmployeeCompaniesQuery(
  employeeId: number,
  companyId: number | null,
  search: string,
  enabled: boolean,
) {
  return useQuery({
    ...employeeCompaniesQuery(employeeId, companyId ?? 0, search.trim()),
    enabled: enabled && companyId !== null,
    placeholderData: keepPreviousData,
  });
}
