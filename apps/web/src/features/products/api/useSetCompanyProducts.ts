import { productsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { productKeys } from './productKeys';

export interface SetCompanyProductsInput {
  companyId: number;
  productIds: number[];
}

/** PUT /api/companies/{id}/products: the whole set, all or nothing (decision 078). */
export function useSetCompanyProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, productIds }: SetCompanyProductsInput) =>
      call(productsApi.setCompanyProducts, { params: { id: companyId }, body: { productIds } }),
    onSuccess: (answer, { companyId }) => {
      client.setQueryData(productKeys.company(companyId), answer);
      return client.invalidateQueries({ queryKey: productKeys.offers });
    },
  });
}
