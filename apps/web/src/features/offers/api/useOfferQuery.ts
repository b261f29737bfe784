import type { OfferResponse } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { offersKeys } from './offersKeys';

/** GET /api/loans/offers/{productId}?company_id: read-only fields, rate, deadline and canApply. Always fresh. */
export function useOfferQuery(companyId: number | null, productId: number | null) {
  return useQuery<OfferResponse>({
    queryKey: offersKeys.offer(companyId, productId),
    queryFn: ({ signal }) => http.get<OfferResponse>(`/loans/offers/${productId}`, { company_id: companyId }, signal),
    enabled: companyId !== null && productId !== null,
    staleTime: 0,
    retry: 1,
  });
}
