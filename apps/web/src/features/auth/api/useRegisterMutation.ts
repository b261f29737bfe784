import type { RegisterPayload } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { loadSessionContract } from '../../../lib/session/loadSessionContract';

/** POST /api/auth/register → 201 (the declaration loads on first use, as login's). */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: async (payload: RegisterPayload) => call((await loadSessionContract()).authApi.register, { body: payload }),
  });
}
