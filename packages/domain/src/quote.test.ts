import { describe, expect, it } from 'vitest';
import { weekday } from './dates';
import {
  FIRST_PAYMENT_OFFSET_DAYS,
  MAX_LOAN_WEEKS,
  firstPaymentDate,
  quoteLoan,
  type LoanQuote,
  type QuoteInput,
} from './quote';

const base: QuoteInput = {
  today: '2026-01-05',
  deadline: '2026-12-18',
  monthlyRatePercent: '2.5',
  amount: '1000',
  weeklyDiscount: '500',
};

function quote(over: Partial<QuoteInput>): LoanQuote {
  const r = quoteLoan({ ...base, ...over });
  if (!r.ok) throw new Error(r.error);
  return r.quote;
}

describe('firstPaymentDate', () => {
  // 2026-11-15 is a Sunday.
  it.each([
    ['2026-11-15', 0, 5, '2026-11-20'],
    ['2026-11-16', 1, 11, '2026-11-27'],
    ['2026-11-17', 2, 10, '2026-11-27'],
    ['2026-11-18', 3, 9, '2026-11-27'],
    ['2026-11-19', 4, 8, '2026-11-27'],
    ['2026-11-20', 5, 7, '2026-11-27'],
    ['2026-11-21', 6, 6, '2026-11-27'],
  ])('%s (weekday %i) adds %i days → %s', (today, day, offset, expected) => {
    expect(weekday(today)).toBe(day);
    expect(FIRST_PAYMENT_OFFSET_DAYS[day]).toBe(offset);
    expect(firstPaymentDate(today)).toBe(expected);
    expect(quote({ today }).firstPaymentDate).toBe(expected);
  });
});

describe('quoteLoan', () => {
  it('caps the available weeks at 35', () => {
    const q = quote({ today: '2026-01-05', deadline: '2026-12-18', amount: '100000', weeklyDiscount: '100' });
    expect(MAX_LOAN_WEEKS).toBe(35);
    expect(q.availableWeeks).toBe(35);
    expect(q.weeksNeeded).toBe(35);
  });

  it('counts the weeks between the first payment and the last Friday before the deadline', () => {
    // first 2026-11-27, last Friday on or before 2026-12-20 is 2026-12-18: 3 weeks + 1.
    const q = quote({ today: '2026-11-21', deadline: '2026-12-20' });
    expect(q.lastPaymentDate).toBe('2026-12-18');
    expect(q.availableWeeks).toBe(4);
    expect(q.finalPaymentDate).toBe('2026-12-20');
  });

  it('gives one week when the first payment is the last Friday', () => {
    expect(quote({ today: '2026-12-12', deadline: '2026-12-18' }).availableWeeks).toBe(1);
  });

  it.each([
    ['2026-12-14', '2026-12-18'],
    ['2026-12-18', '2026-12-18'],
    ['2026-12-20', '2026-12-18'],
  ])('reports no_weeks_available on %s with deadline %s', (today, deadline) => {
    expect(quoteLoan({ ...base, today, deadline })).toEqual({ ok: false, error: 'no_weeks_available' });
  });

  it('is fully paid when the deductions cover the total', () => {
    const q = quote({ amount: '1000', weeklyDiscount: '500' });
    // 2 weeks of interest: 1000 × 2.5/100/30 × 14 = 11.666… → 11.67
    expect(q).toMatchObject({
      interestAmount: '11.67',
      totalAmount: '1011.67',
      weeksNeeded: 3,
      paidByDeductions: '1011.67',
      finalPayment: '0.00',
      fullyPaid: true,
    });
  });

  it('leaves a final payment from the savings fund when the weeks run out', () => {
    const q = quote({ today: '2026-11-21', deadline: '2026-12-18', amount: '5000', weeklyDiscount: '500' });
    // 4 weeks available; interest on 4 weeks: 5000 × 2.5/3000 × 28 = 116.666… → 116.67
    expect(q).toMatchObject({
      availableWeeks: 4,
      interestAmount: '116.67',
      totalAmount: '5116.67',
      weeksNeeded: 4,
      paidByDeductions: '2000.00',
      finalPayment: '3116.67',
      fullyPaid: false,
      finalPaymentDate: '2026-12-18',
    });
  });

  it('uses min(available, ceil(amount/weekly)) weeks for interest', () => {
    // ceil(10000/300) = 34 weeks → 238 days: 10000 × 2.5/3000 × 238 = 1983.333… → 1983.33
    expect(quote({ amount: '10000', weeklyDiscount: '300' }).interestAmount).toBe('1983.33');
  });

  it.each([
    // 45 × 1/3000 × 7 = 0.105 → 0.11 (half-even would give 0.10)
    ['45', '1', '100', '0.11'],
    // 5 × 3/3000 × 7 = 0.035 → 0.04
    ['5', '3', '100', '0.04'],
    // 100 × 2.5/3000 × 7 = 0.58333… → 0.58
    ['100', '2.5', '100', '0.58'],
    // 0.10 + float traps: 0.3 × 2.5/3000 × 7 = 0.00175 → 0.00
    ['0.30', '2.5', '1', '0.00'],
    ['1000', '0', '10', '0.00'],
  ])('rounds interest half-up once: amount %s at %s%% → %s', (amount, rate, weekly, interest) => {
    expect(quote({ amount, monthlyRatePercent: rate, weeklyDiscount: weekly }).interestAmount).toBe(interest);
  });

  it('rejects malformed inputs with a RangeError', () => {
    expect(() => quoteLoan({ ...base, amount: '1.234' })).toThrow(RangeError);
    expect(() => quoteLoan({ ...base, weeklyDiscount: '0' })).toThrow(RangeError);
    expect(() => quoteLoan({ ...base, monthlyRatePercent: '-1' })).toThrow(RangeError);
    expect(() => quoteLoan({ ...base, today: '2026-02-30' })).toThrow(RangeError);
  });
});
