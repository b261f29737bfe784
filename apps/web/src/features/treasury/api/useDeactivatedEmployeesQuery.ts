import { treasuryApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { treasuryKeys } from './treasuryKeys';

/** GET /api/treasury/deactivated-employees?company_id (spec 02 §7): the terminated employees tab. */
export const deactivatedEmployeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: treasuryKeys.deactivated(companyId),
    queryFn: ({ signal }) => call(treasuryApi.deactivatedEmployees, { query: { company_id: companyId } }, { signal }),
    staleTime: 0,
  });

export function useDeactivatedEmployeesQuery(companyId: number) {
  return useQuery(deactivatedEmployeesQuery(companyId));
}
