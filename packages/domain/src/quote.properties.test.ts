/**
 * Property tests of the loan arithmetic (decisions 03 §2): quote identities and the
 * schedule built from a quote, over random dates, rates and amounts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isFriday } from './dates';
import { addMoney, compareMoney, sumMoney } from './money';
import { MAX_LOAN_WEEKS, quoteLoan, type QuoteInput } from './quote';
import { buildSchedule } from './schedule';

const quoteInputArb = fc
  .record({
    start: fc.integer({ min: 0, max: 365 * 4 }),
    span: fc.integer({ min: 0, max: 400 }),
    rateUnits: fc.integer({ min: 0, max: 100_000 }),
    amountCents: fc.integer({ min: 1, max: 100_000_000 }),
    weeklyCents: fc.integer({ min: 1, max: 2_000_000 }),
  })
  .map(({ start, span, rateUnits, amountCents, weeklyCents }) => {
    const today = addDays('2026-01-01', start);
    return {
      today,
      deadline: addDays(today, span),
      monthlyRatePercent: (rateUnits / 10_000).toFixed(4),
      amount: (BigInt(amountCents) / 100n).toString() + '.' + String(amountCents % 100).padStart(2, '0'),
      weeklyDiscount: (BigInt(weeklyCents) / 100n).toString() + '.' + String(weeklyCents % 100).padStart(2, '0'),
    } satisfies QuoteInput;
  });

const MONEY = /^\d+\.\d{2}$/;

describe('quoteLoan properties', () => {
  it('keeps its identities for any input', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const r = quoteLoan(input);
        if (!r.ok) {
          expect(r.error).toBe('no_weeks_available');
          return;
        }
        const q = r.quote;
        for (const m of [q.interestAmount, q.totalAmount, q.paidByDeductions, q.finalPayment]) expect(m).toMatch(MONEY);
        expect(q.totalAmount).toBe(addMoney(input.amount, q.interestAmount));
        expect(addMoney(q.paidByDeductions, q.finalPayment)).toBe(q.totalAmount);
        expect(q.weeksNeeded).toBeGreaterThanOrEqual(1);
        expect(q.weeksNeeded).toBeLessThanOrEqual(q.availableWeeks);
        expect(q.availableWeeks).toBeLessThanOrEqual(MAX_LOAN_WEEKS);
        expect(q.fullyPaid).toBe(compareMoney(q.finalPayment, '0') === 0);
        expect(isFriday(q.firstPaymentDate)).toBe(true);
        expect(isFriday(q.lastPaymentDate)).toBe(true);
        expect(q.lastPaymentDate <= input.deadline).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('buildSchedule properties', () => {
  it('pays exactly the total, on Fridays, with cents only', () => {
    fc.assert(
      fc.property(
        quoteInputArb,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -30, max: 400 }),
        (input, lag, nowOffset) => {
          const r = quoteLoan(input);
          if (!r.ok) return;
          const q = r.quote;
          const confirmedDate = addDays(input.today, lag);
          const rows = buildSchedule({
            confirmedDate,
            deadline: input.deadline,
            weeksNeeded: q.weeksNeeded,
            weeklyDiscount: input.weeklyDiscount,
            interestAmount: q.interestAmount,
            totalAmount: q.totalAmount,
            now: addDays(confirmedDate, nowOffset),
          });
          expect(sumMoney(rows.map((row) => row.totalPayment))).toBe(q.totalAmount);
          expect(sumMoney(rows.map((row) => row.interestPayment))).toBe(q.interestAmount);
          const weekly = rows.filter((row) => !row.isSavingsFundPayment);
          expect(weekly.length).toBe(q.weeksNeeded);
          for (const row of weekly) expect(isFriday(row.date)).toBe(true);
          const savings = rows.filter((row) => row.isSavingsFundPayment);
          expect(savings.length).toBe(q.fullyPaid ? 0 : 1);
          if (savings[0]) expect(savings[0]).toMatchObject({ date: input.deadline, totalPayment: q.finalPayment });
          expect(rows.at(-1)?.isFinalPayment).toBe(true);
          expect(rows.at(-1)?.remainingTotal).toBe('0.00');
          for (const row of rows) {
            for (const m of [
              row.totalPayment,
              row.interestPayment,
              row.principalPayment,
              row.remainingPrincipal,
              row.remainingInterest,
              row.remainingTotal,
            ]) {
              expect(m).toMatch(MONEY);
            }
            expect(compareMoney(addMoney(row.interestPayment, row.principalPayment), row.totalPayment)).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
