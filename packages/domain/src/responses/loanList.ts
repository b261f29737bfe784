/** The credits list's answers: a page of loans with the group counts, and the ids of "select all". */
import { z } from 'zod';
import { CALCULATION_RESULTS, LOAN_STATUSES } from '../loanStatus';
import { INSURANCE_STATUSES, INSURANCE_TYPES, PAYMENT_METHODS } from '../catalog';
import { dayOut, instantOut, intOut, moneyOut, pageOut } from './wire';

/** One row: the figures are the counter offer's when one exists (spec 02). */
export const loanListRowSchema = z.object({
  id: intOut,
  controlNumber: z.string(),
  employeeName: z.string(),
  amount: moneyOut,
  interestAmount: moneyOut,
  totalAmount: moneyOut,
  weeklyDiscount: moneyOut,
  finalPayment: moneyOut,
  totalSavings: moneyOut,
  weeksNeeded: intOut,
  status: z.enum(LOAN_STATUSES),
  calculationResult: z.enum(CALCULATION_RESULTS),
  errorComment: z.string().nullable(),
  hasCounterOffer: z.boolean(),
  requestedOn: dayOut,
  /** Monthly rate in percent and the deadline the loan was quoted with (its counter offers' too). */
  monthlyRate: z.string(),
  deadline: dayOut,
  createdAt: instantOut,
  /** The loan is the reader's own: HR's actions on it are disabled (decision 097). */
  isOwn: z.boolean(),
});
export type LoanListRow = z.infer<typeof loanListRowSchema>;

export const loanListSchema = z.object({
  /** Rows per calculation result among the loans matching search and status (not the calculation filter). */
  groups: z.object({ pass: intOut, review: intOut, reject: intOut, pending: intOut }),
  ...pageOut(loanListRowSchema),
});
export type LoanList = z.infer<typeof loanListSchema>;

/** Every id matching the filters, in sort order ("select all N results"). */
export const loanIdListSchema = z.object({ ids: z.array(intOut) });
export type LoanIdList = z.infer<typeof loanIdListSchema>;

export const insuranceListRowSchema = z.object({
  id: intOut,
  controlNumber: z.string(),
  employeeName: z.string(),
  insuranceType: z.enum(INSURANCE_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  policyAmount: moneyOut,
  weeklyDiscount: moneyOut,
  totalAmount: moneyOut,
  status: z.enum(INSURANCE_STATUSES),
  createdAt: instantOut,
});
export type InsuranceListRow = z.infer<typeof insuranceListRowSchema>;

export const insuranceListSchema = z.object(pageOut(insuranceListRowSchema));
export type InsuranceList = z.infer<typeof insuranceListSchema>;
