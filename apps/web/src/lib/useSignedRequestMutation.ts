import type { MultipartSpec, ResponseOf, RouteDef } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { requestOf, type CallInput } from './http/call';
import { apiRequest, newIdempotencyKey } from './http/httpClient';
import type { SignedRequestInput } from './signedRequest';

/**
 * POST of a signed request (a loan or an insurance request) to its declared multipart route:
 * the typed form `form` builds, with one Idempotency-Key per submit, so the retry after a token
 * refresh replays the first answer instead of filing the request twice. `onSuccess` refreshes
 * what the answer changes.
 */
export function useSignedRequestMutation<
  D extends RouteDef & { multipart: MultipartSpec },
  TInput extends SignedRequestInput,
>(
  route: D,
  form: (input: TInput) => CallInput<D>,
  onSuccess?: (response: ResponseOf<D>, input: TInput) => Promise<unknown> | void,
) {
  return useMutation<ResponseOf<D>, unknown, TInput>({
    mutationFn: (input) => {
      const { path, request } = requestOf(route, form(input), { idempotencyKey: newIdempotencyKey() });
      return apiRequest<ResponseOf<D>>(path, request);
    },
    onSuccess,
  });
}
