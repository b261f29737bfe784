import { onboardingApi, type OnboardingPayload } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { meQuery } from '../../../lib/session/fetchMe';

/** PUT /api/employees/onboarding/{userId} {email, phone} → the session user, written into its cache. */
export function useOnboardingMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OnboardingPayload) => call(onboardingApi.profile, { params: { id: userId }, body: payload }),
    onSuccess: (user) => {
      queryClient.setQueryData(meQuery.queryKey, user);
    },
  });
}
