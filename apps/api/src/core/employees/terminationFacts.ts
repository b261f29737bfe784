/**
 * What deactivating an employee depends on (03 §6, spec 02 §4 "Deactivation flow"): whether
 * they have confirmed loans in the company, and, for the termination document, what those loans
 * still owe and how much of it the savings fund covers.
 *
 * "Confirmed loans" are confirmed loans still running: status confirmed and not past their final
 * payment date (the active-loan rule of core/loans/active.ts, decision 001). A loan paid off
 * last year leaves nothing for treasury to settle, so it must not send HR down the savings path.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  BANK_NAMES,
  EXPIRING_STATUS,
  confirmedLoanSchedule,
  businessDayOf,
  minMoney,
  subMoney,
  sumMoney,
  type DateString,
  type Money,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, companySettings, employees, loans } from '../../db/schema';
import type { TerminationLoan, TerminationPdfInput, TerminationSettlement } from '../../files/terminationPdf';
import { activeLoanWhere } from '../loans/active';

/** The employee's confirmed loans still running on `day`. */
function confirmedLoansWhere(employeeId: number, companyId: number, day: DateString) {
  return and(
    eq(loans.companyId, companyId),
    eq(loans.employeeId, employeeId),
    eq(loans.status, EXPIRING_STATUS),
    activeLoanWhere(day),
  );
}

/** GET /employees/{id}/check-confirmed-loans and the deactivation paths' precondition. */
export async function hasConfirmedLoans(
  db: DbOrTx,
  employeeId: number,
  companyId: number,
  today: DateString,
): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(confirmedLoansWhere(employeeId, companyId, today))
    .limit(1);
  return Boolean(row);
}

/**
 * Locks every loan of the employee in the company (FOR UPDATE) for the rest of the transaction,
 * so treasury cannot confirm one between the confirmed-loans check and the status change.
 */
export async function lockEmployeeLoans(tx: DbOrTx, employeeId: number, companyId: number): Promise<void> {
  await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.companyId, companyId), eq(loans.employeeId, employeeId)))
    .for('update');
}

/** Savings against the debt: covered = min(savings, outstanding), and what is left on each side. */
export function terminationSettlement(totalSavings: Money, outstandings: readonly Money[]): TerminationSettlement {
  const outstanding = sumMoney(outstandings);
  const coveredBySavings = minMoney(totalSavings, outstanding);
  return {
    outstanding,
    coveredBySavings,
    remainingDebt: subMoney(outstanding, coveredBySavings),
    savingsLeft: subMoney(totalSavings, coveredBySavings),
  };
}

interface LoanFigures {
  id: number;
  confirmedAt: Date | null;
  deadline: string;
  weeksNeeded: number;
  weeklyDiscount: string;
  interestAmount: string;
  totalAmount: string;
}

/**
 * A confirmed loan's outstanding balance at `at`: the schedule's total pending (03 §2), built
 * from the loan's figures exactly as the loan detail builds it (an accepted counter offer already
 * wrote its figures into the loan's columns, core/loans/transitions.ts). A loan without its
 * confirmation date has no schedule; it is taken as owing its whole total, the cautious figure.
 */
function loanOutstanding(loan: LoanFigures, at: Date): Money {
  if (!loan.confirmedAt) return loan.totalAmount;
  const { confirmedAt, deadline, weeksNeeded, weeklyDiscount, interestAmount, totalAmount } = loan;
  return confirmedLoanSchedule(
    { confirmedDate: businessDayOf(confirmedAt), deadline, weeksNeeded, weeklyDiscount, interestAmount, totalAmount },
    at,
  ).totalPending;
}

/**
 * The termination document's facts of a terminated employee (the caller checked the status and
 * the company). Figures are taken at the deactivation instant, not at download time, so the
 * document says the same thing whenever treasury downloads it again.
 */
export async function terminationFacts(
  db: DbOrTx,
  employeeId: number,
  generatedAt: Date,
): Promise<TerminationPdfInput> {
  const [row] = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      name: employees.name,
      controlNumber: employees.controlNumber,
      tin: employees.tin,
      workLocation: employees.workLocation,
      bank: employees.bank,
      accountNumber: employees.accountNumber,
      totalSavings: employees.totalSavings,
      deactivatedAt: employees.deactivatedAt,
      companyName: companies.name,
      legalName: companySettings.companyLegalName,
      location: companySettings.companyLocation,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, employees.companyId))
    .where(eq(employees.id, employeeId));
  if (!row) throw new RangeError(`No employee ${employeeId}`);
  const at = row.deactivatedAt ?? generatedAt;
  const deactivatedOn = businessDayOf(at);
  const loanRows = await db
    .select({
      id: loans.id,
      confirmedAt: loans.confirmedAt,
      deadline: loans.deadline,
      weeksNeeded: loans.weeksNeeded,
      weeklyDiscount: loans.weeklyDiscount,
      interestAmount: loans.interestAmount,
      totalAmount: loans.totalAmount,
    })
    .from(loans)
    .where(confirmedLoansWhere(row.id, row.companyId, deactivatedOn))
    .orderBy(asc(loans.confirmedAt), asc(loans.id));
  const termLoans: TerminationLoan[] = loanRows.map((loan) => ({
    id: loan.id,
    confirmedOn: loan.confirmedAt ? businessDayOf(loan.confirmedAt) : null,
    totalAmount: loan.totalAmount,
    weeklyDiscount: loan.weeklyDiscount,
    outstanding: loanOutstanding(loan, at),
  }));
  return {
    company: { legalName: row.legalName ?? row.companyName, location: row.location },
    employee: {
      id: row.id,
      name: row.name,
      controlNumber: row.controlNumber,
      tin: row.tin,
      workLocation: row.workLocation,
      bankName: row.bank ? BANK_NAMES[row.bank] : null,
      accountNumber: row.accountNumber,
    },
    deactivatedOn,
    totalSavings: row.totalSavings,
    loans: termLoans,
    settlement: terminationSettlement(
      row.totalSavings,
      termLoans.map((l) => l.outstanding),
    ),
    generatedOn: businessDayOf(generatedAt),
  };
}
