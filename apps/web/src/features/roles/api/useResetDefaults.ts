import { rolesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';
import { verifyDefaultsQuery } from './useVerifyDefaultsQuery';

/** POST /api/roles/defaults/reset: every built-in role back to its defaults; answers the verify report after it. */
export function useResetDefaults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(rolesApi.resetDefaults),
    onSuccess: async (report) => {
      client.setQueryData(verifyDefaultsQuery().queryKey, report);
      await refreshAccessCaches(client);
    },
  });
}
