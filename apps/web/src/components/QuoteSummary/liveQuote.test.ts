import { computeCat, quoteLoan } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { computeLiveQuote } from './liveQuote';

const base = { today: '2026-03-02', deadline: '2026-12-11', monthlyRatePercent: '2.5' };

describe('computeLiveQuote', () => {
  it('is incomplete until both amounts are acceptable', () => {
    expect(computeLiveQuote({ ...base, amount: '', weeklyDiscount: '100' }).status).toBe('incomplete');
    expect(computeLiveQuote({ ...base, amount: '12a', weeklyDiscount: '100' }).status).toBe('incomplete');
    expect(computeLiveQuote({ ...base, amount: '100', weeklyDiscount: '0' }).status).toBe('incomplete');
  });

  it('reports no weeks without a deadline or when none are left', () => {
    expect(computeLiveQuote({ ...base, deadline: null, amount: '100', weeklyDiscount: '10' }).status).toBe('no_weeks');
    expect(computeLiveQuote({ ...base, deadline: '2026-03-05', amount: '100', weeklyDiscount: '10' }).status).toBe(
      'no_weeks',
    );
  });

  it('returns exactly quoteLoan and computeCat on the normalised amounts', () => {
    const live = computeLiveQuote({ ...base, amount: '5000.5', weeklyDiscount: '250' });
    const expected = quoteLoan({ ...base, amount: '5000.50', weeklyDiscount: '250.00' });
    if (live.status !== 'ok' || !expected.ok) throw new Error('expected a quote');
    expect(live.amount).toBe('5000.50');
    expect(live.quote).toEqual(expected.quote);
    const q = expected.quote;
    expect(live.cat).toBe(
      computeCat({
        today: base.today,
        amount: '5000.50',
        weeklyDiscount: '250.00',
        totalAmount: q.totalAmount,
        weeksNeeded: q.weeksNeeded,
        finalPayment: q.finalPayment,
        firstPaymentDate: q.firstPaymentDate,
        finalPaymentDate: q.finalPaymentDate,
      }),
    );
  });
});
