/**
 * Bank accounts of employees: an 18-digit CLABE with its check digit (weights
 * 3-7-1, mod 10) whose first three digits are the bank's code, or a 10-digit account of Banorte
 * or HSBC (03 §4's two banks). Used by the employee form, the API and the import alike.
 */
import type { BankCode } from './catalog';

/** What is wrong with an account, as a message key of the back-office catalog (null: fine). */
export const ACCOUNT_PROBLEMS = {
  digits: 'employees.error.account_digits',
  length: 'employees.error.account_length',
  checkDigit: 'employees.error.clabe_check_digit',
  bankMismatch: 'employees.error.clabe_bank_mismatch',
  needsBank: 'employees.error.account_needs_bank',
} as const;

const WEIGHTS = [3, 7, 1] as const;

/** The CLABE control digit of its first 17 digits: (10 − Σ (dᵢ·wᵢ mod 10) mod 10) mod 10. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('A CLABE has 17 digits before its control digit');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

/**
 * The problem with `account` for `bank`, or null. An empty account is no problem (it is
 * optional); a 10-digit account needs its bank, and a CLABE must belong to the chosen bank.
 */
export function accountProblem(account: string, bank: BankCode | null | undefined): string | null {
  const value = account.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return ACCOUNT_PROBLEMS.digits;
  if (value.length === 18) {
    if (!isValidClabe(value)) return ACCOUNT_PROBLEMS.checkDigit;
    if (bank && value.slice(0, 3) !== bank) return ACCOUNT_PROBLEMS.bankMismatch;
    return null;
  }
  if (value.length === 10) return bank ? null : ACCOUNT_PROBLEMS.needsBank;
  return ACCOUNT_PROBLEMS.length;
}
