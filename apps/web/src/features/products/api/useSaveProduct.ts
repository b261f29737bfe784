import { productsApi, type Product } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { productKeys } from './productKeys';

export interface SaveProductInput {
  /** The product edited; absent when creating one. */
  id?: number;
  product: Product;
}

/**
 * POST /api/products or PUT /api/products/{id}. Every cache of products is read again: an edit
 * (say, a deactivation) changes what the companies offer too.
 */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: SaveProductInput) =>
      id === undefined
        ? call(productsApi.create, { body: product })
        : call(productsApi.update, { params: { id }, body: product }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: productKeys.offers }),
      ]),
  });
}
