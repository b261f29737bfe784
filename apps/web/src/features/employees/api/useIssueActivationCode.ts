import type { IssuedActivationCode } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/**
 * POST /api/employees/{id}/activation-code (03 §6): a new one-time code (the previous one stops
 * working). The answer is the only time the code is readable; the list refreshes its expiry.
 */
export function useIssueActivationCode() {
  const client = useQueryClient();
  return useMutation<IssuedActivationCode, unknown, { employeeId: number }>({
    mutationFn: ({ employeeId }) => http.post<IssuedActivationCode>(`/employees/${employeeId}/activation-code`),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.lists }),
  });
}
