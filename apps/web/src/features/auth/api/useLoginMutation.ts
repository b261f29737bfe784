import type { LoginPayload } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '../../../lib/authStore';
import { reloadSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { fetchMe, meQuery } from '../../../lib/session/fetchMe';
import { loadSessionContract } from '../../../lib/session/loadSessionContract';

/**
 * POST /api/auth/login, then GET /api/auth/me with the new token. The token is
 * stored only after the session user is known, so the guards see a whole session
 * at once and leave /login for the remembered page. The declarations load on first use:
 * /login's first load carries no zod.
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: LoginPayload) => {
      const { authApi, call } = await loadSessionContract();
      const { accessToken } = await call(authApi.login, { body: payload });
      const me = await fetchMe(accessToken);
      queryClient.setQueryData(meQuery.queryKey, me);
      reloadSelectedCompanyId();
      setAccessToken(accessToken);
      return me;
    },
  });
}
