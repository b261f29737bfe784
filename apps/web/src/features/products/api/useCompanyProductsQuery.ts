import { productsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { productKeys } from './productKeys';

/** GET /api/companies/{id}/products: what the company offers now (the company products modal). */
export const companyProductsQuery = (companyId: number) =>
  queryOptions({
    queryKey: productKeys.company(companyId),
    queryFn: ({ signal }) => call(productsApi.companyProducts, { params: { id: companyId } }, { signal }),
    staleTime: 0,
  });

export function useCompanyProductsQuery(companyId: number, enabled: boolean) {
  return useQuery({ ...companyProductsQuery(companyId), enabled });
}
