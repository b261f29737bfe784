import { describe, expect, it } from 'vitest';
import { quoteLoan, type LoanQuote } from './quote';
import { counterOfferDetailsOf, quoteFigures, quoteFormFields, quoteMismatchFigures } from './quoteWire';
import { quoteFiguresShape } from './schemas/loan';

function quote(): LoanQuote {
  const r = quoteLoan({
    today: '2026-11-23',
    deadline: '2026-12-18',
    monthlyRatePercent: '2.5',
    amount: '5000',
    weeklyDiscount: '500',
  });
  if (!r.ok) throw new Error(r.error);
  return r.quote;
}

describe('quote → wire fields', () => {
  it('names each figure as the request and the 422 body do', () => {
    const q = quote();
    expect(quoteFigures(q)).toEqual({
      interest_amount: q.interestAmount,
      total_amount: q.totalAmount,
      weeks_needed: q.weeksNeeded,
      final_payment: q.finalPayment,
      final_payment_date: '2026-12-18',
    });
  });

  it('sends exactly the figures the request schemas re-check, as text the schemas accept', () => {
    const fields = quoteFormFields(quote());
    expect(Object.keys(fields).sort()).toEqual(Object.keys(quoteFiguresShape).sort());
    expect(fields.weeks_needed).toBe('3');
    for (const [name, field] of Object.entries(quoteFiguresShape)) {
      expect(field.safeParse(fields[name as keyof typeof fields]).success).toBe(true);
    }
  });

  it('adds the rest of the server quote to a mismatch answer', () => {
    const q = quote();
    expect(quoteMismatchFigures(q)).toMatchObject({
      available_weeks: 3,
      paid_by_deductions: q.paidByDeductions,
      first_payment_date: '2026-12-04',
      deadline: '2026-12-18',
    });
  });

  it('builds counter-offer details from the terms HR gave and their quote', () => {
    const q = quote();
    expect(
      counterOfferDetailsOf({ amount: '5000.00', weekly_discount: '500.00', reason: 'Capacidad de pago' }, q),
    ).toEqual({
      amount: '5000.00',
      weekly_discount: '500.00',
      weeks_needed: 3,
      interest_amount: q.interestAmount,
      total_amount: q.totalAmount,
      final_payment: q.finalPayment,
      final_payment_date: '2026-12-18',
      reason: 'Capacidad de pago',
    });
  });
});
