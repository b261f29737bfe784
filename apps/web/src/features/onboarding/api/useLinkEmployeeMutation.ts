import type { ActivationLinkPayload, EmployeeLinked } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { queryKeys } from '../../../lib/queryKeys';

/**
 * POST /api/employees/link {code} → {companyId}: links the session user (their own tin) to the
 * employee record of an activation code; then the session user is refetched, so the new company
 * appears and the route guard leaves company onboarding.
 */
export function useLinkEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation<EmployeeLinked, unknown, ActivationLinkPayload>({
    mutationFn: (payload) => http.post<EmployeeLinked>('/employees/link', payload),
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: queryKeys.me });
    },
  });
}
