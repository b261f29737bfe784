import { onboardingApi, type ActivationLinkPayload } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { meQuery } from '../../../lib/session/fetchMe';

/**
 * POST /api/employees/link {code} → {companyId}: links the session user (their own tin) to the
 * employee record of an activation code; the answer names only the company, so the session user
 * is refetched: the new company appears and the route guard leaves company onboarding.
 */
export function useLinkEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ActivationLinkPayload) => call(onboardingApi.link, { body: payload }),
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: meQuery.queryKey });
    },
  });
}
