import type { OfferResponse, ProductSummary } from '@abono/domain';

export const productA: ProductSummary = {
  id: 10,
  name: 'Préstamo personal',
  description: 'Préstamo con descuento semanal vía nómina.',
  type: 'loan',
  is_active: true,
};
export const productB: ProductSummary = {
  id: 11,
  name: 'Adelanto de nómina',
  description: 'Adelanto de sueldo.',
  type: 'advance',
  is_active: true,
};

export function makeOffer(overrides: Partial<OfferResponse> = {}): OfferResponse {
  return {
    product: productA,
    companyId: 1,
    interestRate: '2.5',
    deadline: '2026-12-11',
    today: '2026-03-02',
    employee: { date: '2026-03-02', employee_code: 'E-001', name: 'Ana María López', branch: 'León' },
    canApply: true,
    reason: null,
    activeLoan: null,
    ...overrides,
  };
}
