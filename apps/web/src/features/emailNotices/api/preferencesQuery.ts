import { authApi } from '@abono/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/** GET /api/auth/preferences: whether notices also arrive by e-mail (decision 086). */
export const preferencesQuery = queryOptions({
  queryKey: ['auth', 'preferences'] as const,
  queryFn: ({ signal }) => call(authApi.preferences, {}, { signal }),
});

export function usePreferencesQuery(enabled = true) {
  return useQuery({ ...preferencesQuery, enabled });
}

/** PUT /api/auth/preferences; the answer replaces the cached preferences. */
export function useUpdatePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailNotices: boolean) => call(authApi.updatePreferences, { body: { emailNotices } }),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQuery.queryKey, preferences),
  });
}
