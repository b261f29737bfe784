import { employeesApi, type EmployeeRoleOptions } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { FIVE_MINUTES_MS } from '../../../lib/queryTimes';

export type RoleOption = EmployeeRoleOptions['rows'][number];

/**
 * GET /api/employees/roles: the roles this user may give in the employee form (the server's
 * no-escalation rule, so HR is never offered admin). Should it fail, the form falls back to the
 * roles the list has shown (see EmployeeForm).
 */
export const rolesQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['roles', 'list', companyId],
    queryFn: async ({ signal }) =>
      (await call(employeesApi.roles, { query: { company_id: companyId } }, { signal })).rows,
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });

export function useRolesQuery(companyId: number) {
  return useQuery(rolesQuery(companyId));
}
