import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { addMoney, compareMoney, fromCents } from './money';
import { quoteLoan } from './quote';
import { suggestCounterOffer, type SuggestInput } from './suggestCounterOffer';

const finalPayment = (input: SuggestInput, amount: string) => {
  const r = quoteLoan({
    today: input.requestedOn,
    deadline: input.deadline,
    monthlyRatePercent: input.monthlyRatePercent,
    amount,
    weeklyDiscount: input.weeklyDiscount,
  });
  if (!r.ok) throw new Error(r.error);
  return r.quote.finalPayment;
};

const inputArb = fc
  .record({
    start: fc.integer({ min: 0, max: 365 * 2 }),
    span: fc.integer({ min: 14, max: 300 }),
    rateUnits: fc.integer({ min: 0, max: 60_000 }),
    maxCents: fc.integer({ min: 1, max: 20_000_000 }),
    weeklyCents: fc.integer({ min: 1, max: 500_000 }),
    savingsCents: fc.integer({ min: 0, max: 10_000_000 }),
  })
  .map(({ start, span, rateUnits, maxCents, weeklyCents, savingsCents }) => {
    const requestedOn = addDays('2026-01-01', start);
    return {
      requestedOn,
      deadline: addDays(requestedOn, span),
      monthlyRatePercent: (rateUnits / 10_000).toFixed(4),
      maxAmount: fromCents(BigInt(maxCents)),
      weeklyDiscount: fromCents(BigInt(weeklyCents)),
      savings: fromCents(BigInt(savingsCents)),
    } satisfies SuggestInput;
  });

describe('suggestCounterOffer', () => {
  // And one peso more is not (or it is the requested amount)
  it('its amount is covered by the savings and is whole pesos', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        if (
          !quoteLoan({
            today: input.requestedOn,
            deadline: input.deadline,
            monthlyRatePercent: input.monthlyRatePercent,
            amount: '1.00',
            weeklyDiscount: input.weeklyDiscount,
          }).ok
        )
          return;
        const s = suggestCounterOffer(input);
        if (s === null) {
          // Neither the request nor a single peso is covered.
          expect(compareMoney(finalPayment(input, input.maxAmount), input.savings)).toBe(1);
          if (compareMoney(input.maxAmount, '1.00') >= 0)
            expect(compareMoney(finalPayment(input, '1.00'), input.savings)).toBe(1);
          return;
        }
        expect(compareMoney(s.amount, input.maxAmount)).toBeLessThanOrEqual(0);
        expect(compareMoney(finalPayment(input, s.amount), input.savings)).toBeLessThanOrEqual(0);
        if (s.amount !== input.maxAmount) {
          expect(s.amount.endsWith('.00'), s.amount).toBe(true);
          const onePesoMore = addMoney(s.amount, '1.00');
          if (compareMoney(onePesoMore, input.maxAmount) <= 0)
            expect(compareMoney(finalPayment(input, onePesoMore), input.savings)).toBe(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a known case: 9 weeks of $500 and $1,000 of savings', () => {
    // 2026-01-05 is a Monday: first deduction Fri 16 Jan, last Fri 13 Mar: 9 deductions, at 0 %
    // the largest covered amount is 9 × 500 + 1,000.
    const input = {
      requestedOn: '2026-01-05',
      deadline: '2026-03-13',
      monthlyRatePercent: '0',
      weeklyDiscount: '500.00',
      savings: '1000.00',
      maxAmount: '9000.00',
    };
    expect(suggestCounterOffer(input)).toEqual({ amount: '5500.00' });
    expect(suggestCounterOffer({ ...input, maxAmount: '5000.00' })).toEqual({ amount: '5000.00' });
  });

  it('below the request the suggestion is whole pesos (no $7,086.61)', () => {
    // At 2.5 % a month the exact largest covered amount has cents; the suggestion rounds down.
    const input = {
      requestedOn: '2026-01-05',
      deadline: '2026-03-13',
      monthlyRatePercent: '2.5',
      weeklyDiscount: '500.00',
      savings: '1000.00',
      maxAmount: '9000.00',
    };
    const s = suggestCounterOffer(input)!;
    expect(s.amount).toMatch(/\.00$/);
    expect(compareMoney(finalPayment(input, s.amount), '1000.00')).toBeLessThanOrEqual(0);
    expect(compareMoney(finalPayment(input, addMoney(s.amount, '1.00')), '1000.00')).toBe(1);
    // A request with cents that the savings cover is proposed as asked.
    expect(suggestCounterOffer({ ...input, maxAmount: '2500.55' })).toEqual({ amount: '2500.55' });
  });

  it('no week left: no suggestion', () => {
    expect(
      suggestCounterOffer({
        requestedOn: '2026-03-10',
        deadline: '2026-03-11',
        monthlyRatePercent: '2',
        weeklyDiscount: '100.00',
        savings: '0.00',
        maxAmount: '500.00',
      }),
    ).toBeNull();
  });
});
