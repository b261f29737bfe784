/**
 * The Spanish words of each account problem (bankAccount.ts `ACCOUNT_PROBLEMS`), the one home of
 * these texts: the import reports them, and the web's Spanish catalog is built from them under the
 * same keys (decision 062). Apart from bankAccount.ts, so the catalog carries the words without
 * the CLABE rules.
 */
import type { ACCOUNT_PROBLEMS } from './bankAccount';

export const ACCOUNT_PROBLEM_TEXTS = {
  'employees.error.account_digits': 'El número de cuenta solo lleva dígitos',
  'employees.error.account_length': 'El número de cuenta debe tener 10 dígitos o ser una CLABE de 18',
  'employees.error.clabe_check_digit': 'La CLABE no es válida: su dígito verificador no coincide',
  'employees.error.clabe_bank_mismatch': 'La CLABE no es del banco elegido',
  'employees.error.account_needs_bank': 'Indica el banco de la cuenta',
} as const satisfies Record<(typeof ACCOUNT_PROBLEMS)[keyof typeof ACCOUNT_PROBLEMS], string>;
