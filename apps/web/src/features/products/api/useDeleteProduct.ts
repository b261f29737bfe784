import { productsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { productKeys } from './productKeys';

/** DELETE /api/products/{id}: refused with 409 `product_in_use` while a loan refers to it. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(productsApi.remove, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: productKeys.offers }),
      ]),
  });
}
