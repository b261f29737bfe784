import type { EmployeeUnlinkResult } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/** POST /api/employees/{id}/unlink-account (manage_auth, decision 047): undo a wrong link, optionally releasing the account's RFC. */
export function useUnlinkAccount() {
  const client = useQueryClient();
  return useMutation<EmployeeUnlinkResult, unknown, { employeeId: number; companyId: number; releaseTin: boolean }>({
    mutationFn: ({ employeeId, companyId, releaseTin }) => http.post<EmployeeUnlinkResult>(`/employees/${employeeId}/unlink-account`, { company_id: companyId, releaseTin }),
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
