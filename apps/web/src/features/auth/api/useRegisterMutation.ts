import type { RegisterPayload } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/httpClient';

/** POST /api/auth/register → 201. */
export function useRegisterMutation() {
  return useMutation<unknown, unknown, RegisterPayload>({
    mutationFn: (payload) => apiRequest('/auth/register', { method: 'POST', body: payload }),
  });
}
