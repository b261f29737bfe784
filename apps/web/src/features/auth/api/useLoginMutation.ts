import type { LoginPayload, SessionUser, TokenResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { setAccessToken } from '../../../lib/authStore';
import { apiRequest } from '../../../lib/http/httpClient';
import { reloadSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { fetchMe } from '../../../lib/session/fetchMe';

/**
 * POST /api/auth/login, then GET /api/auth/me with the new token. The token is
 * stored only after the session user is known, so the guards see a whole session
 * at once and leave /login for the remembered page.
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation<SessionUser, unknown, LoginPayload>({
    mutationFn: async (payload) => {
      const { accessToken } = await apiRequest<TokenResponse>('/auth/login', { method: 'POST', body: payload });
      const me = await fetchMe(accessToken);
      queryClient.setQueryData(queryKeys.me, me);
      reloadSelectedCompanyId();
      setAccessToken(accessToken);
      return me;
    },
  });
}
