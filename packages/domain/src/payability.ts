/**
 * Which employee a treasury file can pay (03 §4 "never dropped silently", 03 §6): the one rule the
 * bank request and both dispersion files check before writing anything, with the reason in Spanish
 * that the 422's list shows. The account rules are bankAccount.ts'; this adds what each file's
 * layout can carry (decision 067).
 */
import { accountProblem } from './bankAccount';
import { ACCOUNT_PROBLEM_TEXTS } from './accountProblemTexts';
import type { BankCode, EmployeeStatus } from './catalog';

export type TreasuryFileTarget = 'bank_request' | 'banorte' | 'hsbc';

export interface PayableEmployee {
  status: EmployeeStatus;
  accountNumber: string | null;
  bank: BankCode | null;
}

/** The reasons of the unpayable list (the account's own problems come from ACCOUNT_PROBLEM_TEXTS). */
export const UNPAYABLE_REASONS = {
  notHired: 'El empleado ya no está contratado: no se le paga.',
  noAccount: 'El empleado no tiene número de cuenta.',
  noBank: 'El empleado no tiene banco registrado.',
  banorteLayout: 'Banorte solo paga a una cuenta Banorte de 10 dígitos o a una CLABE de 18 dígitos.',
  hsbcLayout: 'El archivo de HSBC solo paga a cuentas HSBC de 10 dígitos.',
} as const;

/**
 * Why `employee` cannot be paid by `file`, or null when it can. In order: still hired; an account
 * and a bank; the account valid for its bank (digits, 10 or 18 long, CLABE check digit, CLABE of
 * the chosen bank: accountProblem); then the layout: the bank request takes any valid account,
 * Banorte a 10-digit Banorte account or any valid CLABE, HSBC a 10-digit HSBC account.
 */
export function unpayableReason(employee: PayableEmployee, file: TreasuryFileTarget): string | null {
  if (employee.status !== 'hired') return UNPAYABLE_REASONS.notHired;
  const account = employee.accountNumber?.trim() ?? '';
  if (account === '') return UNPAYABLE_REASONS.noAccount;
  if (employee.bank === null) return UNPAYABLE_REASONS.noBank;
  const problem = accountProblem(account, employee.bank) as keyof typeof ACCOUNT_PROBLEM_TEXTS | null;
  if (problem !== null) return ACCOUNT_PROBLEM_TEXTS[problem];
  const isClabe = account.length === 18;
  if (file === 'banorte' && !isClabe && employee.bank !== '072') return UNPAYABLE_REASONS.banorteLayout;
  if (file === 'hsbc' && (isClabe || employee.bank !== '021')) return UNPAYABLE_REASONS.hsbcLayout;
  return null;
}
