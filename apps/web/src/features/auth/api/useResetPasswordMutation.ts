import { authApi, type ResetPasswordPayload } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/** POST /api/auth/reset-password → 204 (decision 085): no session; the person signs in afterwards. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) => call(authApi.resetPassword, { body: payload }),
  });
}
