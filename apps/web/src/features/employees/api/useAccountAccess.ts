import { employeeAccessApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';
import { patchCachedEmployee } from './useEmployeeQuery';

export type AccountAccessAction = 'revoke_access' | 'grant_access';

/**
 * PUT /api/employees/{id}/revoke-access | grant-access (manage_auth): the linked account's access,
 * everywhere. The answer updates the cached employee; the lists are read again after any answer.
 */
export function useAccountAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      employeeId,
      companyId,
    }: {
      action: AccountAccessAction;
      employeeId: number;
      companyId: number;
    }) =>
      call(action === 'revoke_access' ? employeeAccessApi.revokeAccess : employeeAccessApi.grantAccess, {
        params: { id: employeeId },
        body: { company_id: companyId },
      }),
    onSuccess: ({ id, accessActive }) => patchCachedEmployee(client, id, { accessActive }),
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.lists }),
  });
}
