import { rolesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { roleKeys } from './roleKeys';

/**
 * GET /api/roles/defaults/verify (03 §5, decision 076): each built-in role's permissions missing
 * from and extra to its defaults.
 */
export const verifyDefaultsQuery = () =>
  queryOptions({
    queryKey: roleKeys.verify,
    queryFn: ({ signal }) => call(rolesApi.verifyDefaults, {}, { signal }),
    staleTime: 0,
    // A failed verify says so at once (spec 02 §8: "the error message"), without silent retries.
    retry: false,
  });

/**
 * The last report, never fetched on its own: the screen asks for it when «Verificar todos» is
 * pressed (queryClient.fetchQuery), and the resets write theirs into it.
 */
export function useVerifyDefaultsReport() {
  return useQuery({ ...verifyDefaultsQuery(), enabled: false });
}
