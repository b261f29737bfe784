import { permissionsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';

/** DELETE /api/permissions/{id} (204): refused with 409 for a built-in permission or one a role holds. */
export function useDeletePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: number) => call(permissionsApi.remove, { params: { id: permissionId } }),
    onSuccess: () => refreshAccessCaches(client),
  });
}
