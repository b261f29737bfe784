import { rolesApi, type Role } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { refreshAccessCaches } from './refreshAccessCaches';

export type SaveRoleInput = { kind: 'create'; body: Role } | { kind: 'update'; roleId: number; body: Role };

/**
 * POST /api/roles (201, a role without permissions) or PUT /api/roles/{id}: name and description
 * (spec 02 §5). A built-in role keeps its name: the form sends it unchanged, the server refuses a
 * rename (409 role_builtin_rename).
 */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRoleInput) =>
      input.kind === 'create'
        ? call(rolesApi.create, { body: input.body })
        : call(rolesApi.update, { params: { id: input.roleId }, body: input.body }),
    onSuccess: () => refreshAccessCaches(client),
  });
}
