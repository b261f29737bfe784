/**
 * The Spanish texts of the administration screens (roles, permissions, products, audit): admin/es.json
 * and the product types' names, written once in the domain (../domainTexts.ts).
 */
import { PRODUCT_TYPE_LABELS } from '@abono/domain';
import { under, withDomainTexts } from '../domainTexts';
import texts from './es.json';

/** What the domain writes for this part, by the keys the screens use. */
export const domainTexts = {
  ...under('products.type', PRODUCT_TYPE_LABELS),
};

export default withDomainTexts(texts, domainTexts);
