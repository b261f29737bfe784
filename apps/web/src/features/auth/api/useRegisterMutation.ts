import type { RegisterPayload } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { loadSessionContract } from '../../../lib/session/loadSessionContract';

/** POST /api/auth/register → 201 (the declaration loads on first use, as login's). */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: async (payload: RegisterPayload) => {
      const { authApi, call } = await loadSessionContract();
      return call(authApi.register, { body: payload });
    },
  });
}
