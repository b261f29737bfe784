import type { ProductSummary } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { offersKeys } from './offersKeys';

/** GET /api/companies/{id}/active-products: the products the selected company offers. */
export function useActiveProductsQuery(companyId: number | null) {
  return useQuery<ProductSummary[]>({
    queryKey: offersKeys.activeProducts(companyId),
    queryFn: ({ signal }) => http.get<ProductSummary[]>(`/companies/${companyId}/active-products`, undefined, signal),
    enabled: companyId !== null,
  });
}
