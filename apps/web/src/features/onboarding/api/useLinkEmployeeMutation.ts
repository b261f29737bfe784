import { onboardingApi, type ActivationLinkPayload } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { companiesQuery } from '../../../lib/session/companiesQuery';
import { meQuery } from '../../../lib/session/fetchMe';

/**
 * POST /api/employees/link {code} → {companyId}: links the session user (their own tin) to the
 * employee record of an activation code. The answer names only the company, so the session user
 * is refetched (the route guard leaves company onboarding) and the companies list, which the
 * header's switcher read empty during company onboarding, is read again.
 */
export function useLinkEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ActivationLinkPayload) => call(onboardingApi.link, { body: payload }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: companiesQuery.queryKey }),
      ]);
    },
  });
}
