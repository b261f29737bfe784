import type { LoanListRow } from '@abono/domain';

/** A row of the credits list (GET /loans): a pending 1,000.00 loan in 10 weeks unless told otherwise. */
export function makeLoanListRow(id: number, overrides: Partial<LoanListRow> = {}): LoanListRow {
  return {
    id,
    controlNumber: `C-${id}`,
    employeeName: 'Empleado',
    amount: '1000.00',
    interestAmount: '10.00',
    totalAmount: '1010.00',
    weeklyDiscount: '100.00',
    finalPayment: '10.00',
    totalSavings: '0.00',
    weeksNeeded: 10,
    status: 'pending',
    calculationResult: 'pass',
    errorComment: null,
    hasCounterOffer: false,
    requestedOn: '2026-11-20',
    monthlyRate: '2.5',
    deadline: '2027-01-29',
    createdAt: '2026-11-20T17:00:00.000Z',
    isOwn: false,
    ...overrides,
  };
}
