import type { LoanDetailResponse } from '@abono/domain';

/**
 * A loan as GET /api/loans/{id} answers HR (credits panels and the detail's HR actions); tests override what they need.
 */
export function makeCreditLoanDetail(overrides: Partial<LoanDetailResponse> = {}): LoanDetailResponse {
  return {
    id: 5,
    companyId: 1,
    productId: 3,
    productName: 'Préstamo personal',
    status: 'pending',
    calculationResult: 'review',
    createdAt: '2026-03-02T17:30:00.000Z',
    confirmedAt: null,
    confirmedOn: null,
    requestedOn: '2026-03-02',
    monthlyRate: '2.5',
    deadline: '2026-04-30',
    originalAmount: '3000.00',
    interestAmount: '150.00',
    totalAmount: '3150.00',
    weeklyDiscount: '500.00',
    weeksNeeded: 7,
    availableWeeks: 8,
    paidByDeductions: '3150.00',
    finalPayment: '0.00',
    finalPaymentDate: '2026-04-30',
    firstPaymentDate: '2026-03-13',
    totalSavings: '1000.00',
    employee: { id: 70, controlNumber: 'E-001', name: 'Ana María López', email: null, phone: null },
    counterOfferDetails: null,
    originalFigures: null,
    contracts: [{ version: 1, kind: 'original', signedAt: '2026-03-02T17:30:00.000Z' }],
    errorComment: null,
    rejectionReason: null,
    employeeNotifiedAt: null,
    errorReleasedAt: null,
    isOwner: false,
    isOwn: false,
    audit: [],
    ...overrides,
  };
}
