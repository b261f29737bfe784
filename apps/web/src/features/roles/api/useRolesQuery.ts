import { rolesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { roleKeys } from './roleKeys';

/** GET /api/roles (spec 02 §7): every role with its permission ids, whether it is built in, and its user count. */
export const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.table,
    queryFn: ({ signal }) => call(rolesApi.list, {}, { signal }),
    // Another administrator may change roles too: read afresh when a screen opens.
    staleTime: 0,
  });

export function useRolesQuery() {
  return useQuery(rolesQuery());
}
