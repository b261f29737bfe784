import type { LoanDetailResponse } from '@abono/domain';

/** A loan detail as GET /api/loans/{id} answers it; tests override what they need. */
export function makeLoanDetail(overrides: Partial<LoanDetailResponse> = {}): LoanDetailResponse {
  return {
    id: 5,
    companyId: 1,
    productId: 3,
    productName: 'Préstamo personal',
    status: 'pending',
    calculationResult: 'pending',
    createdAt: '2026-03-02T17:30:00.000Z',
    confirmedAt: null,
    confirmedOn: null,
    requestedOn: '2026-03-02',
    monthlyRate: '2.5',
    deadline: '2026-04-30',
    originalAmount: '10000.00',
    interestAmount: '500.00',
    totalAmount: '10500.00',
    weeklyDiscount: '1000.00',
    weeksNeeded: 8,
    availableWeeks: 8,
    paidByDeductions: '8000.00',
    finalPayment: '2500.00',
    finalPaymentDate: '2026-04-30',
    firstPaymentDate: '2026-03-13',
    totalSavings: '3000.00',
    employee: {
      id: 70,
      controlNumber: 'E-001',
      name: 'Ana María López',
      email: 'ana@example.com',
      phone: '5512345678',
    },
    counterOfferDetails: null,
    originalFigures: {
      originalAmount: '10000.00',
      weeklyDiscount: '1000.00',
      interestAmount: '500.00',
      totalAmount: '10500.00',
      weeksNeeded: 8,
      finalPayment: '2500.00',
      finalPaymentDate: '2026-04-30',
    },
    contracts: [{ version: 1, kind: 'original', signedAt: '2026-03-02T17:30:00.000Z' }],
    errorComment: null,
    rejectionReason: null,
    employeeNotifiedAt: null,
    errorReleasedAt: null,
    isOwner: true,
    isOwn: true,
    audit: [
      {
        id: 1,
        action: 'apply',
        fromStatus: null,
        toStatus: 'pending',
        actorName: 'Ana María López',
        actorRole: 'employee',
        at: '2026-03-02T17:30:00.000Z',
        changes: [
          { field: 'original_amount', from: null, to: '10000.00' },
          { field: 'weekly_discount', from: null, to: '1000.00' },
        ],
      },
    ],
    ...overrides,
  };
}

export const counterOffered = (): Partial<LoanDetailResponse> => ({
  status: 'counter_offered',
  counterOfferDetails: {
    amount: '8000.00',
    weekly_discount: '800.00',
    weeks_needed: 8,
    interest_amount: '400.00',
    total_amount: '8400.00',
    final_payment: '2000.00',
    final_payment_date: '2026-04-24',
    reason: 'Ahorro insuficiente',
  },
});

/** Confirmed on Monday 2026-03-02: payments every Friday from 2026-03-13, 4 weeks of 1,000 and 500 from savings. */
export const confirmed = (): Partial<LoanDetailResponse> => ({
  status: 'confirmed',
  confirmedAt: '2026-03-02T18:00:00.000Z',
  confirmedOn: '2026-03-02',
  originalAmount: '4300.00',
  interestAmount: '200.00',
  totalAmount: '4500.00',
  weeklyDiscount: '1000.00',
  weeksNeeded: 4,
  finalPayment: '500.00',
});
