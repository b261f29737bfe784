import { rolesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';
import { verifyDefaultsQuery } from './useVerifyDefaultsQuery';

/** POST /api/roles/{id}/defaults/reset: one built-in role back to its defaults; its row of the report is replaced. */
export function useResetRoleDefaults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => call(rolesApi.resetRoleDefaults, { params: { id: roleId } }),
    onSuccess: async (row) => {
      client.setQueryData(verifyDefaultsQuery().queryKey, (report) =>
        report ? { roles: report.roles.map((r) => (r.roleId === row.roleId ? row : r)) } : report,
      );
      await refreshAccessCaches(client);
    },
  });
}
