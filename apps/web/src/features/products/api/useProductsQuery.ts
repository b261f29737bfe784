import { productsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { productKeys } from './productKeys';

/** GET /api/products: the whole catalogue, active and inactive (spec 02 §7). */
export const productsQuery = () =>
  queryOptions({
    queryKey: productKeys.list(),
    queryFn: ({ signal }) => call(productsApi.list, {}, { signal }),
  });

export function useProductsQuery() {
  return useQuery(productsQuery());
}
