import { describe, expect, it } from 'vitest';
import { acceptedFigures } from './counterOfferAcceptance';

describe('acceptedFigures', () => {
  const counter = {
    amount: '3000.00',
    weekly_discount: '250.00',
    weeks_needed: 10,
    interest_amount: '187.50',
    total_amount: '3187.50',
    final_payment: '687.50',
    final_payment_date: '2026-12-18',
    reason: 'Ahorro insuficiente',
  };

  it('makes the offered figures effective and derives what the deductions cover', () => {
    expect(acceptedFigures(counter)).toEqual({
      amount: '3000.00',
      weeklyDiscount: '250.00',
      interestAmount: '187.50',
      totalAmount: '3187.50',
      weeksNeeded: 10,
      paidByDeductions: '2500.00',
      finalPayment: '687.50',
      finalPaymentDate: '2026-12-18',
    });
  });

  it('covers everything by deductions when there is no final payment', () => {
    expect(acceptedFigures({ ...counter, total_amount: '2500.00', final_payment: '0.00' }).paidByDeductions).toBe(
      '2500.00',
    );
  });
});
