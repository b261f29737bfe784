import { describe, expect, it } from 'vitest';
import {
  cleanTypedAmount,
  addMoney,
  compareMoney,
  divCeil,
  divRoundHalfUp,
  formatMXN,
  fromCents,
  isValidAmount,
  maxMoney,
  minMoney,
  mulMoney,
  parseAmount,
  roundHalfUp,
  subMoney,
  sumMoney,
  toCents,
  toMoneyString,
} from './money';

describe('amount parsing', () => {
  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['12.50', '12.50'],
    ['12.', '12.00'],
    ['.5', '0.50'],
    ['0001.10', '1.10'],
    ['999999999999.99', '999999999999.99'],
  ])('accepts %s as %s', (input, money) => {
    expect(parseAmount(input)).toBe(money);
    expect(isValidAmount(input)).toBe(true);
  });

  it.each(['', '0', '0.00', '.', '1.234', '-1', '1,000', ' 1', '1e3', 'abc', '1.2.3', '1000000000000'])(
    'refuses %j',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );
});

describe('arithmetic', () => {
  it('is exact where floats are not', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(subMoney('1.00', '0.90')).toBe('0.10');
    expect(sumMoney(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(mulMoney('1.15', '100')).toBe('115.00');
    expect(mulMoney('10.00', '0.125')).toBe('1.25');
    expect(mulMoney('0.05', '0.5')).toBe('0.03');
  });

  it('rounds half-up to cents', () => {
    expect(roundHalfUp('2.345')).toBe('2.35');
    expect(roundHalfUp('2.344999')).toBe('2.34');
    expect(roundHalfUp('0.125')).toBe('0.13');
    expect(roundHalfUp('-0.001')).toBe('0.00');
    expect(roundHalfUp('-2.345')).toBe('-2.35');
    expect(toMoneyString('7')).toBe('7.00');
    expect(toMoneyString(1234n)).toBe('12.34');
  });

  it('converts cents both ways', () => {
    expect(toCents('12.34')).toBe(1234n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(100000n)).toBe('1000.00');
  });

  it('compares and picks', () => {
    expect(compareMoney('1.00', '1')).toBe(0);
    expect(compareMoney('1.01', '1')).toBe(1);
    expect(compareMoney('0.99', '1')).toBe(-1);
    expect(minMoney('3', '2.5')).toBe('2.50');
    expect(maxMoney('3', '2.5')).toBe('3.00');
  });

  it('divides integers with the right rounding', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divCeil(7n, 7n)).toBe(1n);
    expect(divCeil(8n, 7n)).toBe(2n);
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('throws on non-decimal strings', () => {
    expect(() => roundHalfUp('abc')).toThrow(RangeError);
    expect(() => compareMoney('1e3', '1')).toThrow(RangeError);
  });
});

describe('formatMXN', () => {
  it.each([
    ['0', '$0.00'],
    ['5', '$5.00'],
    ['999.999', '$1,000.00'],
    ['1234.5', '$1,234.50'],
    ['1234567.891', '$1,234,567.89'],
    ['-1500', '-$1,500.00'],
    ['123456789012.34', '$123,456,789,012.34'],
  ])('%s → %s', (value, text) => {
    expect(formatMXN(value)).toBe(text);
  });
});

describe('cleanTypedAmount', () => {
  it('drops spaces, a leading $ and thousands commas in their places', () => {
    expect(cleanTypedAmount('1,000')).toBe('1000');
    expect(cleanTypedAmount(' 5000 ')).toBe('5000');
    expect(cleanTypedAmount('$ 12,345.50')).toBe('12345.50');
    expect(cleanTypedAmount('1,234,567.8')).toBe('1234567.8');
    expect(cleanTypedAmount('5 000')).toBe('5000');
    expect(parseAmount(cleanTypedAmount(' 1,000 '))).toBe('1000.00');
  });
  it('leaves anything else for the schema to name', () => {
    expect(cleanTypedAmount('1,00')).toBe('1,00');
    expect(cleanTypedAmount(' 12abc ')).toBe('12abc');
    expect(cleanTypedAmount('-500')).toBe('-500');
    expect(cleanTypedAmount('')).toBe('');
  });
});
