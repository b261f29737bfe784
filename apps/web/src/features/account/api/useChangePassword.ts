import { authApi, type ChangePasswordPayload } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { setAccessToken } from '../../../lib/authStore';
import { call } from '../../../lib/http/call';
import { refreshAccessToken } from '../../../lib/http/httpClient';

/**
 * PUT /api/auth/password (decision 083). The server bumps the token version, which ends this
 * session's access token too while keeping its refresh cookie: one shared refresh right away gets
 * the new one, so the next call does not have to fail first.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordPayload) => {
      await call(authApi.changePassword, { body });
      const token = await refreshAccessToken();
      if (token) setAccessToken(token);
    },
  });
}
