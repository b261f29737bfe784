import { employeesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';
import { patchCachedEmployee } from './useEmployeeQuery';

/**
 * POST /api/employees/{id}/activation-code (03 §6): a new one-time code (the previous one stops
 * working). The answer is the only time the code is readable; its expiry goes into the cached
 * employee and the lists are read again.
 */
export function useIssueActivationCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId }: { employeeId: number }) =>
      call(employeesApi.issueActivationCode, { params: { id: employeeId } }),
    onSuccess: async ({ employeeId, expiresAt }) => {
      patchCachedEmployee(client, employeeId, { activationCodeExpiresAt: expiresAt });
      await client.invalidateQueries({ queryKey: employeeKeys.lists });
    },
  });
}
