import { describe, expect, it } from 'vitest';
import { catCashFlows, computeCat, formatCatPercent, solveCatRate, type CatInput } from './cat';
import { addDays, diffDays } from './dates';
import { quoteLoan, type QuoteInput } from './quote';

function catOfQuote(input: QuoteInput): { cat: string; catInput: CatInput } {
  const r = quoteLoan(input);
  if (!r.ok) throw new Error(r.error);
  const q = r.quote;
  const catInput: CatInput = {
    today: input.today,
    amount: input.amount,
    weeklyDiscount: input.weeklyDiscount,
    totalAmount: q.totalAmount,
    weeksNeeded: q.weeksNeeded,
    finalPayment: q.finalPayment,
    firstPaymentDate: q.firstPaymentDate,
    finalPaymentDate: q.finalPaymentDate,
  };
  return { cat: computeCat(catInput), catInput };
}

/**
 * An independent solver for cross-checking: Newton's method on i itself (not on
 * ln(1+i)) with flows in pesos, started from the simple-interest guess.
 */
function newtonCat(amount: number, flows: { days: number; pesos: number }[]): number {
  let i = 0.5;
  for (let n = 0; n < 100; n++) {
    let f = -amount;
    let df = 0;
    for (const { days, pesos } of flows) {
      const t = days / 365;
      f += pesos * (1 + i) ** -t;
      df += -t * pesos * (1 + i) ** (-t - 1);
    }
    const next = i - f / df;
    if (Math.abs(next - i) < 1e-13) return next;
    i = next;
  }
  return i;
}

describe('solveCatRate (hand-computed cases)', () => {
  it('one payment of 110 exactly one year after borrowing 100 is 10 %', () => {
    expect(formatCatPercent(solveCatRate(10_000n, [{ days: 365, cents: 11_000n }]))).toBe('10.0');
  });

  it('one payment of 121 after two years is 10 % a year', () => {
    expect(solveCatRate(10_000n, [{ days: 730, cents: 12_100n }])).toBeCloseTo(0.1, 10);
  });

  it('two payments of 60 at one and two years match the quadratic root', () => {
    // 100 = 60v + 60v² → v = (−60 + √(60² + 4·60·100)) / 120, i = 1/v − 1 ≈ 13.07 %.
    const v = (-60 + Math.sqrt(60 * 60 + 4 * 60 * 100)) / 120;
    const rate = solveCatRate(10_000n, [
      { days: 365, cents: 6_000n },
      { days: 730, cents: 6_000n },
    ]);
    expect(rate).toBeCloseTo(1 / v - 1, 10);
    expect(formatCatPercent(rate)).toBe('13.1');
  });

  it('half a year at 10 % simple gives (1.1)² − 1 = 21 % annual', () => {
    // 182.5 days cannot be a date; 365/2 is used through the raw solver.
    expect(solveCatRate(10_000n, [{ days: 182.5, cents: 11_000n }])).toBeCloseTo(0.21, 10);
  });

  it('zero interest is 0.0', () => {
    expect(formatCatPercent(solveCatRate(10_000n, [{ days: 7, cents: 10_000n }]))).toBe('0.0');
  });

  it('refuses payments that do not repay the loan or fall on the disbursement day', () => {
    expect(() => solveCatRate(10_000n, [{ days: 365, cents: 9_999n }])).toThrow(RangeError);
    expect(() => solveCatRate(10_000n, [{ days: 0, cents: 11_000n }])).toThrow(RangeError);
  });

  it('stays finite for a one-week loan with a very high rate', () => {
    const rate = solveCatRate(10_000n, [{ days: 7, cents: 20_000n }]);
    // 2^(365/7) − 1 ≈ 5.2e15.
    expect(rate / (2 ** (365 / 7) - 1)).toBeCloseTo(1, 6);
  });
});

describe('formatCatPercent', () => {
  it.each([
    [0.4525, '45.3'],
    [0.45249, '45.2'],
    [0.1, '10.0'],
    [0.09999999999997, '10.0'],
    [0, '0.0'],
    [12.3456, '1234.6'],
  ])('%d → %s', (rate, text) => {
    expect(formatCatPercent(rate)).toBe(text);
  });
});

describe('catCashFlows', () => {
  it('pays min(weekly, remaining) every Friday, then the savings-fund remainder on its date', () => {
    const flows = catCashFlows({
      today: '2026-01-05',
      amount: '1000.00',
      weeklyDiscount: '400.00',
      totalAmount: '1300.00',
      weeksNeeded: 2,
      finalPayment: '500.00',
      firstPaymentDate: '2026-01-16',
      finalPaymentDate: '2026-02-03',
    });
    expect(flows).toEqual([
      { days: 11, cents: 40_000n },
      { days: 18, cents: 40_000n },
      { days: 29, cents: 50_000n },
    ]);
  });

  it('makes the last deduction the remainder when fully paid', () => {
    const flows = catCashFlows({
      today: '2026-01-05',
      amount: '1000.00',
      weeklyDiscount: '400.00',
      totalAmount: '1050.00',
      weeksNeeded: 3,
      finalPayment: '0.00',
      firstPaymentDate: '2026-01-16',
      finalPaymentDate: '2026-12-18',
    });
    expect(flows.map((f) => f.cents)).toEqual([40_000n, 40_000n, 25_000n]);
  });

  it('throws on figures that do not add up', () => {
    expect(() =>
      catCashFlows({
        today: '2026-01-05',
        amount: '1000.00',
        weeklyDiscount: '400.00',
        totalAmount: '1300.00',
        weeksNeeded: 2,
        finalPayment: '0.00',
        firstPaymentDate: '2026-01-16',
        finalPaymentDate: '2026-02-03',
      }),
    ).toThrow(RangeError);
  });
});

describe('computeCat', () => {
  it('is 10.0 for 110 paid exactly one year after borrowing 100', () => {
    expect(
      computeCat({
        today: '2025-03-07',
        amount: '100',
        weeklyDiscount: '110',
        totalAmount: '110',
        weeksNeeded: 1,
        finalPayment: '0',
        firstPaymentDate: addDays('2025-03-07', 365),
        finalPaymentDate: addDays('2025-03-07', 365),
      }),
    ).toBe('10.0');
  });

  it('is 0.0 without interest', () => {
    expect(
      catOfQuote({
        today: '2026-01-05',
        deadline: '2026-12-18',
        monthlyRatePercent: '0',
        amount: '1000',
        weeklyDiscount: '300',
      }).cat,
    ).toBe('0.0');
  });

  const realistic: QuoteInput = {
    today: '2026-03-02',
    deadline: '2026-12-18',
    monthlyRatePercent: '3',
    amount: '10000',
    weeklyDiscount: '600',
  };

  it('lands in a plausible range for a realistic quote and matches an independent solver', () => {
    const { cat, catInput } = catOfQuote(realistic);
    // Interest is flat on the full amount while the balance amortises, so the effective
    // annual rate is well above the nominal 36 % but far from absurd.
    expect(Number(cat)).toBeGreaterThan(36);
    expect(Number(cat)).toBeLessThan(150);
    const flows = catCashFlows(catInput).map((f) => ({ days: f.days, pesos: Number(f.cents) / 100 }));
    expect(Number(cat)).toBeCloseTo(newtonCat(10_000, flows) * 100, 1);
  });

  it('includes the savings-fund remainder on the deadline', () => {
    const input: QuoteInput = { ...realistic, deadline: '2026-05-29', weeklyDiscount: '500' };
    const { cat, catInput } = catOfQuote(input);
    expect(catInput.finalPayment).not.toBe('0.00');
    const flows = catCashFlows(catInput);
    expect(flows.at(-1)).toEqual({
      days: diffDays(input.today, input.deadline),
      cents: BigInt(catInput.finalPayment.replace('.', '')),
    });
    const pesos = flows.map((f) => ({ days: f.days, pesos: Number(f.cents) / 100 }));
    expect(Number(cat)).toBeCloseTo(newtonCat(10_000, pesos) * 100, 1);
  });

  it('grows with the monthly rate', () => {
    let previous = -1;
    for (let tenths = 0; tenths <= 100; tenths += 5) {
      const cat = Number(catOfQuote({ ...realistic, monthlyRatePercent: (tenths / 10).toString() }).cat);
      expect(cat).toBeGreaterThan(previous);
      previous = cat;
    }
  });

  it('falls when the same payments come later', () => {
    const base: CatInput = {
      today: '2026-01-05',
      amount: '1000',
      weeklyDiscount: '550',
      totalAmount: '1100',
      weeksNeeded: 2,
      finalPayment: '0',
      firstPaymentDate: '2026-01-16',
      finalPaymentDate: '2026-12-18',
    };
    const early = Number(computeCat(base));
    const late = Number(computeCat({ ...base, firstPaymentDate: '2026-03-06' }));
    expect(late).toBeLessThan(early);
  });

  it('is fast enough to recompute on every keystroke', () => {
    const { catInput } = catOfQuote({ ...realistic, weeklyDiscount: '100' });
    const start = performance.now();
    for (let i = 0; i < 200; i++) computeCat(catInput);
    expect((performance.now() - start) / 200).toBeLessThan(2);
  });
});
