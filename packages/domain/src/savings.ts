/**
 * The savings upload's rules (03 §3, §4; issue 8 §3): the calculation result a savings figure
 * gives a pending loan, and how an amount cell of a real payroll export is read.
 */
import Big from 'big.js';
import type { EmployeeStatus } from './catalog';
import type { CalculationResult } from './loanStatus';
import { MAX_MONEY, compareMoney, isZeroMoney, roundHalfUp, type Money } from './money';

/** The header row of a savings file (03 §4), matched by text (see normalizeHeader). */
export const SAVINGS_HEADERS = { controlNumber: 'Número de control', savings: 'Ahorro total' } as const;

/**
 * 03 §3: pass when the employee is hired and the savings cover the final payment; review when
 * hired with some savings short of it; reject when not hired, or without savings while a final
 * payment is due.
 */
export function calculationResultFor(input: { employeeStatus: EmployeeStatus; savings: Money; finalPayment: Money }): Exclude<CalculationResult, 'pending'> {
  if (input.employeeStatus !== 'hired') return 'reject';
  if (compareMoney(input.savings, input.finalPayment) >= 0) return 'pass';
  return isZeroMoney(input.savings) ? 'reject' : 'review';
}

/**
 * A new request's savings and calculation result (issue 15 UI review, decision 055): the
 * applicant's savings on record, judged at once, so a loan applied after the upload is not left
 * "pending" at $0.00. Zero savings are indistinguishable from "never uploaded" (the column
 * defaults to 0), so they leave the loan pending until the next upload judges it. The applicant
 * is hired (apply's own rule).
 */
export function savingsAtApply(input: { savings: Money; finalPayment: Money }): { totalSavings: Money; calculationResult: CalculationResult } {
  if (isZeroMoney(input.savings)) return { totalSavings: input.savings, calculationResult: 'pending' };
  return { totalSavings: input.savings, calculationResult: calculationResultFor({ employeeStatus: 'hired', savings: input.savings, finalPayment: input.finalPayment }) };
}

/** Why an amount cell was refused; the upload's response names it per row. */
export const SAVINGS_AMOUNT_REASONS = {
  empty: 'El ahorro está vacío',
  invalid: 'El ahorro debe ser un monto válido',
  negative: 'El ahorro no puede ser negativo',
  tooManyDecimals: 'El ahorro tiene más de dos decimales',
  tooLarge: 'El ahorro es demasiado grande',
} as const;

export type SavingsAmount = { ok: true; amount: Money } | { ok: false; reason: string };

/** Digits with optional thousands commas (`1,234`) and up to 2 decimals, as people type them. */
const TEXT_AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

function checked(value: Big): SavingsAmount {
  if (value.lt(0)) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.negative };
  const amount = roundHalfUp(value);
  if (compareMoney(amount, MAX_MONEY) > 0) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.tooLarge };
  return { ok: true, amount };
}

/**
 * A savings cell as the spreadsheet reader yields it: a number (Excel's own numbers, currency
 * formatted or not), a text (`$820.50`, ` 1,234.5 `, `$ 10,000.00`) or nothing.
 * - A number is an IEEE double written by the payroll system: its shortest decimal form is
 *   rounded half-up to cents (a formula's 1234.5600000000002 is $1,234.56).
 * - A text is read exactly: `$`, spaces and thousands commas are dropped; more than two
 *   decimals, a sign, letters or anything else is refused, because a person typed it and
 *   guessing would move money.
 */
export function parseSpreadsheetAmount(cell: string | number | null | undefined): SavingsAmount {
  if (cell === null || cell === undefined) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.empty };
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.invalid };
    return checked(new Big(String(cell)));
  }
  if (cell.length > 64) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.invalid };
  const text = cell.replace(/[\s\u00a0]+/g, '').replace(/^\$/, '');
  if (text === '') return { ok: false, reason: SAVINGS_AMOUNT_REASONS.empty };
  if (/^-\$?\d/.test(text)) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.negative };
  const m = TEXT_AMOUNT.exec(text);
  if (!m) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.invalid };
  if ((m[1] ?? '').length > 2) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.tooManyDecimals };
  return checked(new Big(text.replace(/,/g, '').replace(/\.$/, '')));
}
