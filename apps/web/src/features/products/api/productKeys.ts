/**
 * The key prefixes of the products screen's caches, each written once: every query builds its key
 * from them beside its call, and the actions invalidate by these prefixes.
 */
const all = ['products'] as const;

export const productKeys = {
  all,
  list: () => [...all, 'list'] as const,
  /** The products one company offers, active or not (GET /companies/{id}/products). */
  company: (companyId: number) => [...all, 'company', companyId] as const,
  /**
   * The offers screen's cache of a company's active products (its own feature writes the same
   * key): a change here is what an employee of the company sees next.
   */
  offers: ['active-products'] as const,
};
