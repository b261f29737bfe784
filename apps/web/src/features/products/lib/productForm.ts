import { productSchema, type Product, type ProductSummary } from '@abono/domain';

/** What the form holds: the product's fields as typed (the type empty until chosen). */
export interface ProductDraft {
  name: string;
  description: string;
  type: string;
  is_active: boolean;
}

export const EMPTY_DRAFT: ProductDraft = { name: '', description: '', type: '', is_active: true };

export function draftOf(product: ProductSummary | null): ProductDraft {
  return product
    ? { name: product.name, description: product.description, type: product.type, is_active: product.is_active }
    : EMPTY_DRAFT;
}

export type DraftErrors = Partial<Record<keyof ProductDraft, string>>;

/**
 * The domain's productSchema, the same the server checks (spec 02 §5: name, description and type
 * required): the product to send, or each field's message key.
 */
export function checkDraft(draft: ProductDraft): { product: Product } | { errors: DraftErrors } {
  const parsed = productSchema.safeParse(draft);
  if (parsed.success) return { product: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProductDraft | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // A type not chosen yet is missing rather than invalid: the form says it is required.
  if (draft.type === '' && errors.type) errors.type = 'errors.required';
  return { errors };
}
