import { permissionsApi, type PermissionCreate, type PermissionUpdate } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';

export type SavePermissionInput =
  { kind: 'create'; body: PermissionCreate } | { kind: 'update'; permissionId: number; body: PermissionUpdate };

/**
 * POST /api/permissions (201) or PUT /api/permissions/{id}. A custom permission names the one
 * grant it gives; a built-in permission changes only its description (decision 076).
 */
export function useSavePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePermissionInput) =>
      input.kind === 'create'
        ? call(permissionsApi.create, { body: input.body })
        : call(permissionsApi.update, { params: { id: input.permissionId }, body: input.body }),
    onSuccess: () => refreshAccessCaches(client),
  });
}
