import { products } from '../../db/schema';

/** The product fields every answer about an offered product carries (ProductSummary). */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  type: products.type,
  is_active: products.isActive,
};
