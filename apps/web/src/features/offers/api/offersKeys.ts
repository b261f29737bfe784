/** Query keys of the offers screen and apply panel. */
export const offersKeys = {
  activeProducts: (companyId: number | null) => ['companies', companyId, 'active-products'] as const,
  offer: (companyId: number | null, productId: number | null) => ['loans', 'offers', companyId, productId] as const,
};
