import { insuranceHrApi, type ClientInput } from '@abono/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call, download } from '../../../lib/http/call';
import { creditKeys } from './creditKeys';

type InsuranceQuery = ClientInput<typeof insuranceHrApi.list.query>;

/** GET /api/loans/insurance: HR's page of insurance requests (null: no company chosen yet). */
export function insuranceListQuery(query: Record<string, string | number> | null) {
  return queryOptions({
    queryKey: [...creditKeys.all, 'credits', 'insurance', query ?? {}] as const,
    queryFn:
      query === null
        ? skipToken
        : ({ signal }) => call(insuranceHrApi.list, { query: query as InsuranceQuery }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInsuranceListQuery(query: Record<string, string | number> | null) {
  return useQuery(insuranceListQuery(query));
}

/** GET /api/loans/insurance/{id}/payslip, saved under the server's name. */
export function downloadInsurancePayslip(id: number): Promise<string> {
  return download(insuranceHrApi.payslip, { params: { id } });
}
