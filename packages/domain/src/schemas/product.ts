/** Products and a company's offer (spec 02 §2 products, §3, §7). */
import { z } from 'zod';
import { MAX_LENGTH, booleanField, idListField, payload, requiredText } from './common';
import { PRODUCT_TYPES } from '../catalog';

export const productSchema = payload({
  name: requiredText(MAX_LENGTH.name),
  description: requiredText(MAX_LENGTH.description),
  type: z.enum(PRODUCT_TYPES, { error: 'errors.invalid_product_type' }),
  is_active: booleanField().default(true),
});
export type Product = z.infer<typeof productSchema>;

/** PUT /companies/{id}/products: the products the company offers (may be none). */
export const companyProductsSchema = payload({ productIds: idListField('errors.invalid_id', 0) });
export type CompanyProducts = z.infer<typeof companyProductsSchema>;
