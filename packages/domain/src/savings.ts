/**
 * The savings upload's rules (03 §3, §4): the calculation result a savings figure
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
export function calculationResultFor(input: {
  employeeStatus: EmployeeStatus;
  savings: Money;
  finalPayment: Money;
}): Exclude<CalculationResult, 'pending'> {
  if (input.employeeStatus !== 'hired') return 'reject';
  if (compareMoney(input.savings, input.finalPayment) >= 0) return 'pass';
  return isZeroMoney(input.savings) ? 'reject' : 'review';
}

/**
 * The savings upload's answer lists at most this many not-found control numbers and this many
 * refused rows, with the totals beside them (unbounded, a 2.1 MB file of repeated rows was
 * answered with 21.6 MB of JSON). Decision 057.
 */
export const SAVINGS_RESULT_LIST_LIMIT = 100;

/**
 * A new request's savings and calculation result (decision 055): the
 * applicant's savings on record, judged at once, so a loan applied after the upload is not left
 * "pending" at $0.00. Zero savings are indistinguishable from "never uploaded" (the column
 * defaults to 0), so they leave the loan pending until the next upload judges it. The applicant
 * is hired (apply's own rule).
 */
export function savingsAtApply(input: { savings: Money; finalPayment: Money }): {
  totalSavings: Money;
  calculationResult: CalculationResult;
} {
  if (isZeroMoney(input.savings)) return { totalSavings: input.savings, calculationResult: 'pending' };
  return {
    totalSavings: input.savings,
    calculationResult: calculationResultFor({
      employeeStatus: 'hired',
      savings: input.savings,
      finalPayment: input.finalPayment,
    }),
  };
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
 * How far (in units of the last place of a cents value) a double may sit from it and still be
 * that value: formulas summing a few cents values drift by one or two units; 16 leaves room and
 * stays far below half a cent for every amount up to MAX_MONEY (16 ulp of 1e12 is 0.002).
 */
const FORMULA_NOISE_ULPS = 16;

function numberAmount(cell: number): SavingsAmount {
  if (!Number.isFinite(cell)) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.invalid };
  if (cell < 0) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.negative };
  // String(number) is the shortest decimal that reads back as the same double.
  const exact = new Big(String(cell));
  const cents = exact.round(2, Big.roundHalfUp);
  if (cents.eq(exact)) return checked(exact);
  const nearest = Number(cents.toString());
  // A tiny number near zero (1e-10) is no formula noise: zero has no last place to drift in.
  if (nearest !== 0 && Math.abs(cell - nearest) <= FORMULA_NOISE_ULPS * Number.EPSILON * nearest) return checked(cents);
  return { ok: false, reason: SAVINGS_AMOUNT_REASONS.tooManyDecimals };
}

/**
 * A savings cell as the spreadsheet reader yields it: a number (Excel's own numbers, currency
 * formatted or not), a text (`$820.50`, ` 1,234.5 `, `$ 10,000.00`) or nothing.
 * - A number is an IEEE double written by the payroll system, judged by its shortest round-trip
 *   decimal form (what Excel and JavaScript print: 1234.5 is "1234.5", 0.001 is "0.001", 1e-10
 *   is "1e-10"). Up to two decimals is the amount exactly. More is a bad amount (otherwise
 *   0.001 and 1e-10 would silently be 0.00), except the binary-arithmetic noise of a formula on
 *   cents: a double within a few units in the last place of a nonzero cents value
 *   (1234.5600000000002, 0.1 + 0.2) is that value. Decision 057.
 * - A text is read exactly: `$`, spaces and thousands commas are dropped; more than two
 *   decimals, a sign, letters or anything else is refused, because a person typed it and
 *   guessing would move money.
 */
export function parseSpreadsheetAmount(cell: string | number | null | undefined): SavingsAmount {
  if (cell === null || cell === undefined) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.empty };
  if (typeof cell === 'number') return numberAmount(cell);
  if (cell.length > 64) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.invalid };
  const text = cell.replace(/[\s\u00a0]+/g, '').replace(/^\$/, '');
  if (text === '') return { ok: false, reason: SAVINGS_AMOUNT_REASONS.empty };
  if (/^-\$?\d/.test(text)) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.negative };
  const m = TEXT_AMOUNT.exec(text);
  if (!m) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.invalid };
  if ((m[1] ?? '').length > 2) return { ok: false, reason: SAVINGS_AMOUNT_REASONS.tooManyDecimals };
  return checked(new Big(text.replace(/,/g, '').replace(/\.$/, '')));
}
