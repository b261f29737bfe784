import type { OnboardingPayload, SessionUser } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { http } from '../../../lib/http/httpClient';

/** PUT /api/employees/onboarding/{userId} {email, phone} → SessionUser; then the session user is refetched. */
export function useOnboardingMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation<SessionUser, unknown, OnboardingPayload>({
    mutationFn: (payload) => http.put<SessionUser>(`/employees/onboarding/${userId}`, payload),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      await queryClient.refetchQueries({ queryKey: queryKeys.me });
    },
  });
}
