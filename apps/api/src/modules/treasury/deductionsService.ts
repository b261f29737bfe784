/**
 * The weekly payroll deduction file of a Friday (decision 070): what each of the company's confirmed
 * loans asks that day, by the domain's deductionSheet over buildSchedule, the rule /my-credit shows.
 * The loans come from one set-based query with the figures the loan detail feeds
 * confirmedLoanSchedule (the loan's columns, which an accepted counter offer overwrote, and the
 * business day of confirmedAt in America/Mexico_City), so the file and /my-credit never disagree.
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  deductionSheet,
  TREASURY_FILE_MEDIA,
  type DateString,
  type DeductionLoan,
  type DeductionSheet,
  type DeductionsSummary,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { deductionsFileName, writeDeductionsCsv, writeDeductionsXlsx } from '../../files/treasury/deductionsFile';
import type { TreasuryFileAnswer } from './historyService';

/**
 * The company's confirmed loans that may have a payment on the sheet of `date`, which holds the
 * schedule rows of the week Saturday to Friday `date` (deductionSheet). The weekly payments start
 * at most 13 days after the confirmation and run `weeks_needed` weeks; the savings-fund payment
 * falls on the deadline. So a loan confirmed after `date`, or whose deadline and whole weekly run
 * lie before that week, owes nothing on it: the database skips it, and deductionSheet decides the
 * rest exactly. An employee no longer hired is not on the payroll: their debt was settled against
 * their savings at the termination (03 §6, the termination document), so payroll deducts nothing.
 */
export async function deductionLoans(db: DbOrTx, companyId: number, date: DateString): Promise<DeductionLoan[]> {
  // The business day of the confirmation in SQL, with the domain's time zone: PostgreSQL's tz
  // database gives the day businessDayOf gives (the tests hold them equal on a day boundary), and
  // 50,000 Intl conversions in JavaScript cost more than the whole query.
  const confirmedDay = sql<DateString>`(${loans.confirmedAt} at time zone ${BUSINESS_TIME_ZONE})::date`;
  const weekStart = addDays(date, -6);
  const rows = await db
    .select({
      loanId: loans.id,
      controlNumber: employees.controlNumber,
      name: employees.name,
      confirmedDate: confirmedDay,
      deadline: loans.deadline,
      weeksNeeded: loans.weeksNeeded,
      weeklyDiscount: loans.weeklyDiscount,
      interestAmount: loans.interestAmount,
      totalAmount: loans.totalAmount,
    })
    .from(loans)
    .innerJoin(employees, eq(employees.id, loans.employeeId))
    .where(
      and(
        eq(loans.companyId, companyId),
        eq(loans.status, 'confirmed'),
        eq(employees.status, 'hired'),
        isNotNull(loans.confirmedAt),
        sql`${confirmedDay} <= ${date}::date`,
        or(
          sql`${loans.deadline} >= ${weekStart}::date`,
          sql`${confirmedDay} + 7 * (${loans.weeksNeeded} + 1) >= ${weekStart}::date`,
        ),
      ),
    );
  return rows;
}

export async function deductionsOf(db: DbOrTx, companyId: number, date: DateString): Promise<DeductionSheet> {
  return deductionSheet(await deductionLoans(db, companyId, date), date);
}

/** GET /treasury/deductions/summary: the counts and totals the card shows before downloading. */
export async function deductionsSummary(db: DbOrTx, companyId: number, date: DateString): Promise<DeductionsSummary> {
  const sheet = await deductionsOf(db, companyId, date);
  return {
    date: sheet.date,
    loan_count: sheet.deductions.length,
    loan_total: sheet.deductionTotal,
    final_payment_count: sheet.finalPayments.length,
    final_payment_total: sheet.finalPaymentTotal,
    total: sheet.total,
  };
}

/** GET /treasury/deductions: the file of the Friday, .xlsx or CSV. */
export async function deductionsFile(
  db: DbOrTx,
  companyId: number,
  date: DateString,
  format: 'xlsx' | 'csv',
): Promise<TreasuryFileAnswer> {
  const sheet = await deductionsOf(db, companyId, date);
  const content = format === 'csv' ? writeDeductionsCsv(sheet) : await writeDeductionsXlsx(sheet);
  return {
    fileName: deductionsFileName(date, format),
    mediaType: format === 'csv' ? TREASURY_FILE_MEDIA.deductionsCsv : TREASURY_FILE_MEDIA.deductionsXlsx,
    content,
  };
}
