import { permissionsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { roleKeys } from './roleKeys';

/** GET /api/permissions (spec 02 §7): the catalogue, with what each permission grants and how many roles hold it. */
export const permissionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.permissions,
    queryFn: ({ signal }) => call(permissionsApi.list, {}, { signal }),
    staleTime: 0,
  });

export function usePermissionsQuery() {
  return useQuery(permissionsQuery());
}
