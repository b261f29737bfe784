import { describe, expect, it } from 'vitest';
import { addDays, isFriday, lastFridayOnOrBefore } from './dates';
import { compareControlNumbers, deductionSheet, type DeductionLoan } from './deductions';
import { sumMoney } from './money';
import { quoteLoan, type QuoteInput } from './quote';
import { buildSchedule } from './schedule';

/** A loan confirmed on `confirmedDate` with the figures quoted on `today` (the quote tests' inputs). */
function loanOf(
  loanId: number,
  quote: Partial<QuoteInput>,
  confirmedDate = quote.today ?? '2026-01-05',
  controlNumber = String(loanId),
): DeductionLoan {
  const input: QuoteInput = {
    today: '2026-01-05',
    deadline: '2026-12-18',
    monthlyRatePercent: '2.5',
    amount: '1000',
    weeklyDiscount: '500',
    ...quote,
  };
  const result = quoteLoan(input);
  if (!result.ok) throw new Error(result.error);
  const q = result.quote;
  return {
    loanId,
    controlNumber,
    name: `Empleado ${loanId}`,
    confirmedDate,
    deadline: input.deadline,
    weeksNeeded: q.weeksNeeded,
    weeklyDiscount: input.weeklyDiscount,
    interestAmount: q.interestAmount,
    totalAmount: q.totalAmount,
  };
}

// The shapes of schedule.test.ts and quote.test.ts.
const SHAPES: Record<string, DeductionLoan> = {
  // schedule.test.ts' loan: 4 weeks of 500 and a savings-fund payment of 3116.67 on a Friday deadline.
  finalPaymentOnFriday: {
    loanId: 1,
    controlNumber: '1',
    name: 'Ana',
    confirmedDate: '2026-11-21',
    deadline: '2026-12-18',
    weeksNeeded: 4,
    weeklyDiscount: '500.00',
    interestAmount: '116.67',
    totalAmount: '5116.67',
  },
  // schedule.test.ts' fully paid loan: 500, 500, 11.67 and no final payment.
  fullyPaid: {
    loanId: 2,
    controlNumber: '2',
    name: 'Beto',
    confirmedDate: '2026-11-21',
    deadline: '2026-12-18',
    weeksNeeded: 3,
    weeklyDiscount: '500.00',
    interestAmount: '11.67',
    totalAmount: '1011.67',
  },
  quoteBase: loanOf(3, {}),
  thirtyFiveWeeks: loanOf(4, { amount: '100000', weeklyDiscount: '100' }),
  oneWeek: loanOf(5, { today: '2026-12-12', deadline: '2026-12-18' }),
  sundayDeadline: loanOf(6, { today: '2026-11-21', deadline: '2026-12-20', amount: '5000' }),
  tenThousandBy300: loanOf(7, { amount: '10000', weeklyDiscount: '300' }),
  // Confirmed after the quote: the one weekly payment falls after the deadline's savings row.
  confirmedLate: loanOf(8, { today: '2026-12-12', deadline: '2026-12-18', amount: '3000' }, '2026-12-15'),
  zeroInterest: loanOf(9, { monthlyRatePercent: '0', amount: '999.99', weeklyDiscount: '333.33' }),
};

describe('deductionSheet', () => {
  it('lists the weekly payment of the Friday and the final payment apart, with the schedule figures', () => {
    const sheet = deductionSheet([SHAPES.finalPaymentOnFriday!], '2026-12-18');
    expect(sheet.deductions).toEqual([
      {
        loanId: 1,
        controlNumber: '1',
        name: 'Ana',
        week: 4,
        deduction: '500.00',
        interest: '29.16',
        principal: '470.84',
        balanceAfter: '3116.67',
      },
    ]);
    expect(sheet.finalPayments).toEqual([
      {
        loanId: 1,
        controlNumber: '1',
        name: 'Ana',
        week: 5,
        deduction: '3116.67',
        interest: '0.00',
        principal: '3116.67',
        balanceAfter: '0.00',
      },
    ]);
    expect(sheet).toMatchObject({ deductionTotal: '500.00', finalPaymentTotal: '3116.67', total: '3616.67' });
  });

  it('puts a final payment dated on a weekday into the sheet of the Friday ending its week', () => {
    const loan = SHAPES.sundayDeadline!; // deadline Sunday 2026-12-20
    const rows = buildSchedule({ ...loan, now: '2026-11-21' });
    expect(rows.at(-1)).toMatchObject({ date: '2026-12-20', isSavingsFundPayment: true });
    expect(deductionSheet([loan], '2026-12-18').finalPayments).toEqual([]);
    expect(deductionSheet([loan], '2026-12-25').finalPayments).toEqual([
      expect.objectContaining({ loanId: 6, deduction: rows.at(-1)!.totalPayment }),
    ]);
    // Saturday is the first day of the next Friday's week; a Friday is its own.
    const saturday = { ...loan, deadline: '2026-12-19' };
    expect(deductionSheet([saturday], '2026-12-18').finalPayments).toEqual([]);
    expect(deductionSheet([saturday], '2026-12-25').finalPayments).toHaveLength(1);
  });

  it('sorts by control number in natural order, then by loan id', () => {
    const base = SHAPES.fullyPaid!;
    const loans = [
      { ...base, loanId: 5, controlNumber: '10' },
      { ...base, loanId: 4, controlNumber: 'A10' },
      { ...base, loanId: 9, controlNumber: '2' },
      { ...base, loanId: 3, controlNumber: 'A9' },
      { ...base, loanId: 1, controlNumber: '2' },
      { ...base, loanId: 2, controlNumber: '010' },
    ];
    const sheet = deductionSheet(loans, '2026-11-27');
    expect(sheet.deductions.map((r) => [r.controlNumber, r.loanId])).toEqual([
      ['2', 1],
      ['2', 9],
      ['010', 2],
      ['10', 5],
      ['A9', 3],
      ['A10', 4],
    ]);
    expect(compareControlNumbers('9', '10')).toBeLessThan(0);
    expect(compareControlNumbers('123', '123')).toBe(0);
  });

  it('adds the totals exactly, and a Friday with nothing due is empty', () => {
    const loans = Object.values(SHAPES);
    const sheet = deductionSheet(loans, '2026-12-18');
    expect(sheet.deductionTotal).toBe(sumMoney(sheet.deductions.map((r) => r.deduction)));
    expect(sheet.finalPaymentTotal).toBe(sumMoney(sheet.finalPayments.map((r) => r.deduction)));
    expect(sheet.total).toBe(sumMoney([sheet.deductionTotal, sheet.finalPaymentTotal]));
    expect(deductionSheet(loans, '2025-01-03')).toEqual({
      date: '2025-01-03',
      deductions: [],
      finalPayments: [],
      deductionTotal: '0.00',
      finalPaymentTotal: '0.00',
      total: '0.00',
    });
  });

  it('reconciles: over every Friday of a loan, its deductions plus its final payment are its total', () => {
    const loans = Object.values(SHAPES);
    for (const loan of loans) {
      const rows = buildSchedule({ ...loan, now: loan.confirmedDate });
      const lastDate = rows.reduce((max, r) => (r.date > max ? r.date : max), loan.deadline);
      let paid: string[] = [];
      let seen = 0;
      let finals = 0;
      for (let friday = lastFridayOnOrBefore(loan.confirmedDate); friday <= addDays(lastDate, 14);) {
        expect(isFriday(friday)).toBe(true);
        const sheet = deductionSheet(loans, friday);
        const mine = [...sheet.deductions, ...sheet.finalPayments].filter((r) => r.loanId === loan.loanId);
        paid = paid.concat(mine.map((r) => r.deduction));
        seen += mine.length;
        finals += sheet.finalPayments.filter((r) => r.loanId === loan.loanId).length;
        friday = addDays(friday, 7);
      }
      expect({ loan: loan.loanId, total: sumMoney(paid), rows: seen }).toEqual({
        loan: loan.loanId,
        total: loan.totalAmount,
        rows: rows.length,
      });
      expect(finals).toBe(rows.some((r) => r.isSavingsFundPayment) ? 1 : 0);
    }
    // The shapes cover a final payment, none, 35 weeks and one week.
    const weeks = (l: DeductionLoan) => buildSchedule({ ...l, now: l.confirmedDate });
    expect(weeks(SHAPES.finalPaymentOnFriday!).some((r) => r.isSavingsFundPayment)).toBe(true);
    expect(weeks(SHAPES.fullyPaid!).some((r) => r.isSavingsFundPayment)).toBe(false);
    expect(SHAPES.thirtyFiveWeeks!.weeksNeeded).toBe(35);
    expect(SHAPES.oneWeek!.weeksNeeded).toBe(1);
  });
});
