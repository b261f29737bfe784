import { describe, expect, it } from 'vitest';
import { ACCOUNT_PROBLEMS as P, accountProblem, clabeCheckDigit, isValidClabe } from './bankAccount';

describe('CLABE check digit (weights 3-7-1, mod 10)', () => {
  it('computes the control digit', () => {
    // 0·3 + 7·7 + 2·1 + 1·3 + 8·7 + … → Σ mod 10 = 3 → 7.
    expect(clabeCheckDigit('07218000123456789')).toBe(7);
    expect(clabeCheckDigit('07218000000000000')).toBe(0);
    expect(clabeCheckDigit('02118000123456789')).toBe(3);
  });
  it('a CLABE is valid only with its own control digit', () => {
    expect(isValidClabe('072180001234567897')).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 7) expect(isValidClabe(`07218000123456789${d}`)).toBe(false);
    expect(isValidClabe('07218000123456789')).toBe(false);
  });
});

describe('accountProblem', () => {
  const cases: [string, '072' | '021' | null, string | null][] = [
    ['', '072', null],
    ['  ', null, null],
    ['072180001234567897', '072', null],
    ['072180001234567897', null, null],
    ['021180001234567893', '021', null],
    ['072180001234567890', '072', P.checkDigit],
    ['072180001234567897', '021', P.bankMismatch],
    ['021180001234567893', '072', P.bankMismatch],
    ['1234567890', '072', null],
    ['0123456789', '021', null],
    ['1234567890', null, P.needsBank],
    ['12345', '072', P.length],
    ['12345678901', '072', P.length],
    ['1234-56789', '072', P.digits],
    ['１２３４５６７８９０', '072', P.digits],
  ];
  for (const [account, bank, problem] of cases) {
    it(`${JSON.stringify(account)} at ${bank ?? 'no bank'} → ${problem ?? 'ok'}`, () =>
      expect(accountProblem(account, bank)).toBe(problem));
  }
});
