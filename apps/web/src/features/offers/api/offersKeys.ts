/** Query keys of the offers screen and apply panel. */
export const offersKeys = {
  offer: (companyId: number | null, productId: number | null) => ['loans', 'offers', companyId, productId] as const,
};
