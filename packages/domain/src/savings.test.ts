import { describe, expect, it } from 'vitest';
import { calculationResultFor, parseSpreadsheetAmount, savingsAtApply, SAVINGS_AMOUNT_REASONS as R } from './savings';

describe('savingsAtApply (a new request takes the savings on record)', () => {
  it('judges the request at once when savings are on record, and waits for an upload when there are none', () => {
    expect(savingsAtApply({ savings: '10000.00', finalPayment: '500.00' })).toEqual({
      totalSavings: '10000.00',
      calculationResult: 'pass',
    });
    expect(savingsAtApply({ savings: '100.00', finalPayment: '500.00' })).toEqual({
      totalSavings: '100.00',
      calculationResult: 'review',
    });
    expect(savingsAtApply({ savings: '100.00', finalPayment: '0.00' })).toEqual({
      totalSavings: '100.00',
      calculationResult: 'pass',
    });
    expect(savingsAtApply({ savings: '0.00', finalPayment: '0.00' })).toEqual({
      totalSavings: '0.00',
      calculationResult: 'pending',
    });
    expect(savingsAtApply({ savings: '0.00', finalPayment: '500.00' })).toEqual({
      totalSavings: '0.00',
      calculationResult: 'pending',
    });
  });
});

describe('calculationResultFor (03 §3)', () => {
  const cases = [
    ['hired', '1000.00', '1000.00', 'pass'],
    ['hired', '1000.01', '1000.00', 'pass'],
    ['hired', '0.00', '0.00', 'pass'],
    ['hired', '999.99', '1000.00', 'review'],
    ['hired', '0.01', '1000.00', 'review'],
    ['hired', '0.00', '0.01', 'reject'],
    ['fired', '50000.00', '10.00', 'reject'],
    ['terminated', '50000.00', '0.00', 'reject'],
  ] as const;
  for (const [employeeStatus, savings, finalPayment, expected] of cases) {
    it(`${employeeStatus}, savings ${savings}, final ${finalPayment} → ${expected}`, () => {
      expect(calculationResultFor({ employeeStatus, savings, finalPayment })).toBe(expected);
    });
  }
});

describe('parseSpreadsheetAmount', () => {
  const ok = [
    [15000, '15000.00'],
    [820.5, '820.50'],
    [0, '0.00'],
    [12345.67, '12345.67'],
    [1234.5600000000002, '1234.56'],
    // Formula noise on cents values is the cents value (decision 057).
    [0.1 + 0.2, '0.30'],
    [1234.5, '1234.50'],
    [1e-2, '0.01'],
    [999999999999.99, '999999999999.99'],
    [0.01, '0.01'],
    ['$820.50', '820.50'],
    [' 1,234.5 ', '1234.50'],
    ['$ 10,000.00', '10000.00'],
    ['7500.25', '7500.25'],
    ['1,234,567', '1234567.00'],
    ['0', '0.00'],
    ['12.', '12.00'],
    ['\u00a0300\u00a0', '300.00'],
  ] as const;
  for (const [cell, amount] of ok)
    it(`reads ${JSON.stringify(cell)} as ${amount}`, () =>
      expect(parseSpreadsheetAmount(cell)).toEqual({ ok: true, amount }));

  const bad = [
    [null, R.empty],
    ['', R.empty],
    ['  ', R.empty],
    ['pendiente', R.invalid],
    ['-5', R.negative],
    [-5, R.negative],
    ['12.345', R.tooManyDecimals],
    ['1,23', R.invalid],
    ['12,34.50', R.invalid],
    ['1e5', R.invalid],
    ['$$5', R.invalid],
    ['5\u0000', R.invalid],
    ['9'.repeat(1_000_000), R.invalid],
    [Number.NaN, R.invalid],
    [Number.POSITIVE_INFINITY, R.invalid],
    [1e15, R.tooLarge],
    // More than two decimals in a number cell is a bad amount, not a silent 0.00.
    [0.001, R.tooManyDecimals],
    [1e-10, R.tooManyDecimals],
    [Number.MIN_VALUE, R.tooManyDecimals],
    [0.005, R.tooManyDecimals],
    [1234.565, R.tooManyDecimals],
    [99.999, R.tooManyDecimals],
    [1000.0001, R.tooManyDecimals],
    [-0.001, R.negative],
    ['0.001', R.tooManyDecimals],
    ['1e-10', R.invalid],
  ] as const;
  for (const [cell, reason] of bad) {
    it(`refuses ${JSON.stringify(cell).slice(0, 20)}: ${reason}`, () =>
      expect(parseSpreadsheetAmount(cell)).toEqual({ ok: false, reason }));
  }
});
