import { authApi } from '@abono/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/** GET /api/auth/sessions: the user's live sessions, this one first (decision 084). */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'] as const,
    queryFn: ({ signal }) => call(authApi.sessions, {}, { signal }),
    // Sessions end elsewhere (another device, a password change): always read them afresh.
    staleTime: 0,
  });

export function useSessionsQuery() {
  return useQuery(sessionsQuery());
}

/** DELETE /api/auth/sessions/{id}, or DELETE /api/auth/sessions for every other one; then the list again. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'others') =>
      target === 'others' ? call(authApi.endOtherSessions) : call(authApi.endSession, { params: { id: target.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
