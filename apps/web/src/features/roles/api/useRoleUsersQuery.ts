import { rolesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { roleKeys } from './roleKeys';

/**
 * GET /api/roles/{id}/users: `total` counts every holder; `users` lists those in the caller's
 * companies (the server's rule, so no other company's people show).
 */
export const roleUsersQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.usersOf(id),
    queryFn: ({ signal }) => call(rolesApi.users, { params: { id } }, { signal }),
    staleTime: 0,
  });

export function useRoleUsersQuery(id: number) {
  return useQuery(roleUsersQuery(id));
}
