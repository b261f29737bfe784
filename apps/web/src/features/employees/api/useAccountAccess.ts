import type { EmployeeAccessChange } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

export type AccountAccessAction = 'revoke_access' | 'grant_access';

/** PUT /api/employees/{id}/revoke-access | grant-access (manage_auth): the linked account's access, everywhere. */
export function useAccountAccess() {
  const client = useQueryClient();
  return useMutation<EmployeeAccessChange, unknown, { action: AccountAccessAction; employeeId: number; companyId: number }>({
    mutationFn: ({ action, employeeId, companyId }) =>
      http.put<EmployeeAccessChange>(`/employees/${employeeId}/${action === 'revoke_access' ? 'revoke-access' : 'grant-access'}`, { company_id: companyId }),
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
