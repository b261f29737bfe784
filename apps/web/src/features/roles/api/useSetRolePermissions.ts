import { rolesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';
import { rolePermissionsQuery } from './useRolePermissionsQuery';

export interface SetRolePermissionsInput {
  roleId: number;
  permissionIds: number[];
}

/**
 * PUT /api/roles/{id}/permissions with permissionIds: replaces the role's permissions and answers
 * them as GET does, which becomes the cached copy. The guard rails (super_admin keeps everything,
 * someone always holds manage_access) answer 409.
 */
export function useSetRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissionIds }: SetRolePermissionsInput) =>
      call(rolesApi.setPermissions, { params: { id: roleId }, body: { permissionIds } }),
    onSuccess: async (held, { roleId }) => {
      client.setQueryData(rolePermissionsQuery(roleId).queryKey, held);
      await refreshAccessCaches(client);
    },
  });
}
