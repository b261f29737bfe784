/**
 * Who each bank file pays (03 §4, §6): a loan with its employee's record in the company, read in
 * one set-based query, and the pre-validation every file runs before writing anything: an
 * employee who is not hired in the company, or whose account cannot receive the file's payment,
 * is never paid and never dropped silently (422 `unpayable_loans` listing them).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  unpayableReason,
  type BankCode,
  type EmployeeStatus,
  type Money,
  type TreasuryFileTarget,
  type UnpayableLoan,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { effective } from '../../core/loans/effectiveFigures';

export interface Payee {
  loanId: number;
  /** The employee's record in the loan's company (its current control number and name). */
  controlNumber: string;
  name: string;
  tin: string | null;
  status: EmployeeStatus;
  accountNumber: string | null;
  bank: BankCode | null;
  /** The amount to deposit: the effective one (an accepted counter offer's), as treasury's list shows it. */
  amount: Money;
}

/** The company's loans matching `where` with their employees, ordered by loan id. */
export async function loadPayees(db: DbOrTx, companyId: number, where: SQL): Promise<Payee[]> {
  return db
    .select({
      loanId: loans.id,
      controlNumber: employees.controlNumber,
      name: employees.name,
      tin: employees.tin,
      status: employees.status,
      accountNumber: employees.accountNumber,
      bank: employees.bank,
      amount: sql<Money>`${effective.amount}::numeric(14,2)::text`,
    })
    .from(loans)
    .innerJoin(employees, eq(employees.id, loans.employeeId))
    .where(and(eq(loans.companyId, companyId), where))
    .orderBy(asc(loans.id));
}

/** `loans.id = any(ids)` with the ids as one array parameter (no parameter limit for 10,000 ids). */
export function loanIdIn(ids: readonly number[]): SQL {
  return sql`${loans.id} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** Throws 422 `unpayable_loans` listing every payee the file may not pay, with the reason in Spanish. */
export function assertPayable(payees: readonly Payee[], file: TreasuryFileTarget): void {
  const refused: UnpayableLoan[] = [];
  for (const payee of payees) {
    // The loan's employee is its record in the loan's company (employees are per company), so its
    // status is the employee's status in that company.
    const reason = unpayableReason(payee, file);
    if (reason !== null) {
      refused.push({ loan_id: payee.loanId, control_number: payee.controlNumber, name: payee.name, reason });
    }
  }
  if (refused.length > 0) throw new AppError('unpayable_loans', { details: { loans: refused } });
}
