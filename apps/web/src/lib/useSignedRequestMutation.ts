import { useMutation } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from './http/httpClient';
import type { SignedRequestInput } from './requestFormData';

/**
 * POST of a signed request (a loan or an insurance request): the multipart body `formData`
 * builds, with one Idempotency-Key per submit, so the retry after a token refresh replays the
 * first answer instead of filing the request twice. `onSuccess` refreshes what the answer changes.
 */
export function useSignedRequestMutation<TResponse, TInput extends SignedRequestInput>(
  path: string,
  formData: (input: TInput) => FormData,
  onSuccess?: (response: TResponse, input: TInput) => Promise<unknown> | void,
) {
  return useMutation<TResponse, unknown, TInput>({
    mutationFn: (input) => apiRequest<TResponse>(path, { method: 'POST', body: formData(input), idempotencyKey: newIdempotencyKey() }),
    onSuccess,
  });
}
