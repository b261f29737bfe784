import { loansApi } from '@abono/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/** GET /api/loans/offers/{productId}?company_id: read-only fields, rate, deadline and canApply. Always fresh. */
export const offerQuery = (companyId: number | null, productId: number | null) =>
  queryOptions({
    queryKey: ['loans', 'offers', companyId, productId],
    queryFn:
      companyId === null || productId === null
        ? skipToken
        : ({ signal }) =>
            call(loansApi.offer, { params: { id: productId }, query: { company_id: companyId } }, { signal }),
    staleTime: 0,
    retry: 1,
  });

export function useOfferQuery(companyId: number | null, productId: number | null) {
  return useQuery(offerQuery(companyId, productId));
}
