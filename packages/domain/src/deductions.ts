/**
 * The weekly payroll deduction of a Friday: what each confirmed loan's schedule (buildSchedule,
 * the rule /my-credit shows) asks that day. STUB on the base branch: the files engineer
 * replaces the bodies; the types are the contract.
 */
import type { ConfirmedLoanFigures } from './schedule';
import type { DateString } from './dates';
import type { Money } from './money';

export interface DeductionLoan extends ConfirmedLoanFigures {
  loanId: number;
  controlNumber: string;
  name: string;
}

export interface DeductionRow {
  loanId: number;
  controlNumber: string;
  name: string;
  week: number;
  deduction: Money;
  interest: Money;
  principal: Money;
  /** The loan's remaining total after this payment. */
  balanceAfter: Money;
}

export interface DeductionSheet {
  date: DateString;
  /** Weekly payroll deductions due that Friday, by control number then loan id. */
  deductions: DeductionRow[];
  /** Savings-fund final payments due that day. */
  finalPayments: DeductionRow[];
  deductionTotal: Money;
  finalPaymentTotal: Money;
  total: Money;
}

/** The deductions and final payments of `date` over the given confirmed loans. */
export function deductionSheet(loans: readonly DeductionLoan[], date: DateString): DeductionSheet {
  void loans;
  return { date, deductions: [], finalPayments: [], deductionTotal: '0.00', finalPaymentTotal: '0.00', total: '0.00' };
}
