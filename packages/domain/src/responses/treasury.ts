/** Treasury answers (spec 02 §3 "Treasury loan", §7; 03 §3–§4). */
import { z } from 'zod';
import { BANK_CODES } from '../catalog';
import { LOAN_STATUSES } from '../loanStatus';
import { dayOut, instantOut, intOut, moneyOut } from './wire';

/**
 * The statuses treasury works on (03 §3): approved, accepted and error_released await the bank request;
 * applied awaits the deposit.
 */
export const TREASURY_GROUPS = ['applied', 'accepted', 'approved', 'error_released'] as const;
export type TreasuryGroup = (typeof TREASURY_GROUPS)[number];

/** One loan of treasury's pending table (spec 02 §3 "Treasury loan", plus the name and status its table shows). */
export const treasuryLoanSchema = z.object({
  id: intOut,
  controlNumber: z.string(),
  name: z.string(),
  amount: moneyOut,
  weekly_discount: moneyOut,
  created_at: instantOut,
  status: z.enum(LOAN_STATUSES),
  employee_tin: z.string().nullable(),
  /** The loan is the reader's own: treasury cannot confirm or report it (decision 097). */
  isOwn: z.boolean(),
});
export type TreasuryLoan = z.infer<typeof treasuryLoanSchema>;

/** GET /treasury/loans: the four lists of spec 02 §7, each newest first. */
export const treasuryLoansSchema = z.object({
  applied: z.array(treasuryLoanSchema),
  accepted: z.array(treasuryLoanSchema),
  approved: z.array(treasuryLoanSchema),
  error_released: z.array(treasuryLoanSchema),
});
export type TreasuryLoans = z.infer<typeof treasuryLoansSchema>;

/** Kinds of file treasury generates and keeps in its history. */
export const TREASURY_FILE_KINDS = ['bank_request', 'dispersion'] as const;
export type TreasuryFileKind = (typeof TREASURY_FILE_KINDS)[number];

/** One row of the file history: every generated file, downloadable again byte for byte. */
export const treasuryFileSchema = z.object({
  id: intOut,
  kind: z.enum(TREASURY_FILE_KINDS),
  /** The bank of a dispersion file (072 BANORTE, 021 HSBC); null for the bank money request. */
  bank: z.enum(BANK_CODES).nullable(),
  file_name: z.string(),
  created_by: z.string(),
  created_at: instantOut,
  loan_count: intOut,
  total: moneyOut,
  sha256: z.string(),
});
export const treasuryFilesSchema = z.object({ rows: z.array(treasuryFileSchema) });
export type TreasuryFile = z.infer<typeof treasuryFileSchema>;

/**
 * The 422 of a bank file whose loans cannot all be paid (03 §4 "never dropped silently"):
 * every offending loan with the reason in Spanish. Nothing was written or moved.
 */
export const unpayableLoanSchema = z.object({
  loan_id: intOut,
  control_number: z.string(),
  name: z.string(),
  reason: z.string(),
});
export type UnpayableLoan = z.infer<typeof unpayableLoanSchema>;
export const unpayableLoansErrorSchema = z.object({
  error: z.literal('unpayable_loans'),
  message: z.string(),
  details: z.object({ loans: z.array(unpayableLoanSchema) }),
});
export type UnpayableLoansError = z.infer<typeof unpayableLoansErrorSchema>;

/** GET /treasury/deductions/summary: what the payroll deduction file of a Friday will hold. */
export const deductionsSummarySchema = z.object({
  date: dayOut,
  /** Weekly deductions of confirmed loans due that Friday. */
  loan_count: intOut,
  loan_total: moneyOut,
  /** Savings-fund final payments due that day. */
  final_payment_count: intOut,
  final_payment_total: moneyOut,
  total: moneyOut,
});
export type DeductionsSummary = z.infer<typeof deductionsSummarySchema>;
