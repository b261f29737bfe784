import { rolesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { roleKeys } from './roleKeys';

/** GET /api/roles/{id}/permissions: the permissions a role holds, with what each grants. */
export const rolePermissionsQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.permissionsOf(id),
    queryFn: ({ signal }) => call(rolesApi.permissions, { params: { id } }, { signal }),
    staleTime: 0,
  });

export function useRolePermissionsQuery(id: number) {
  return useQuery(rolePermissionsQuery(id));
}
