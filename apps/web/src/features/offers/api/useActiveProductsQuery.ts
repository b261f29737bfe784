import { companiesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/** GET /api/companies/{id}/active-products: the products the selected company offers. */
export const activeProductsQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: ['active-products', companyId],
    queryFn: ({ signal }) => call(companiesApi.activeProducts, { params: { id: companyId! } }, { signal }),
    enabled: companyId !== null,
  });

export function useActiveProductsQuery(companyId: number | null) {
  return useQuery(activeProductsQuery(companyId));
}
