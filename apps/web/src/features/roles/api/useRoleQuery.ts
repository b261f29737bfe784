import { rolesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { roleKeys } from './roleKeys';

/** GET /api/roles/{id}: one role (its name, description and whether it is built in). */
export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => call(rolesApi.get, { params: { id } }, { signal }),
    staleTime: 0,
  });

export function useRoleQuery(id: number) {
  return useQuery(roleQuery(id));
}
