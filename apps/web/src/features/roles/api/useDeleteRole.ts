import { rolesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';

/** DELETE /api/roles/{id} (204): refused with 409 for a built-in role or one that users hold. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => call(rolesApi.remove, { params: { id: roleId } }),
    onSuccess: () => refreshAccessCaches(client),
  });
}
