import { useQuery } from '@tanstack/react-query';
import type { EmployeeRoleOptions } from '@abono/domain';
import { http } from '../../../lib/http/httpClient';
import { FIVE_MINUTES_MS } from '../../../lib/queryTimes';
import { employeeKeys } from './employeeKeys';

export type RoleOption = EmployeeRoleOptions['rows'][number];

/**
 * GET /api/employees/roles: the roles this user may give in the employee form (the server's
 * no-escalation rule, so HR is never offered admin). Should it fail, the form falls back to the
 * roles the list has shown (see EmployeeForm).
 */
export function useRolesQuery(companyId: number) {
  return useQuery<RoleOption[]>({
    queryKey: [...employeeKeys.roles, companyId],
    queryFn: async ({ signal }) => (await http.get<EmployeeRoleOptions>('/employees/roles', { company_id: companyId }, signal)).rows,
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });
}
