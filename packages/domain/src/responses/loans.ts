/**
 * Response schemas of the loan routes (serialization and OpenAPI); the types are api.ts's
 * and responses.test.ts makes the compiler hold the two equal.
 */
import { z } from 'zod';
import { CONTRACT_KINDS } from '../catalog';
import type { ApplyBlockReason } from '../eligibility';
import { CALCULATION_RESULTS, LOAN_STATUSES } from '../loanStatus';
import { SAVINGS_RESULT_LIST_LIMIT } from '../savings';
import { productSummarySchema } from './companies';
import { dayOut, instantOut, intOut, moneyOut, signedFiguresOut } from './wire';

/** Why an offer cannot be applied to (a product that is not offered answers 404 instead). */
export const OFFER_BLOCK_REASONS = [
  'not_employee',
  'active_loan_exists',
  'deadline_passed',
  'no_weeks_available',
] as const satisfies readonly ApplyBlockReason[];
export type OfferBlockReason = (typeof OFFER_BLOCK_REASONS)[number];

export const activeLoanSchema = z.object({
  id: intOut,
  status: z.enum(LOAN_STATUSES),
  calculationResult: z.enum(CALCULATION_RESULTS),
  companyId: intOut,
  createdAt: instantOut,
  originalAmount: moneyOut,
  totalAmount: moneyOut,
  weeklyDiscount: moneyOut,
});

export const counterOfferDetailsSchema = z.object({
  amount: moneyOut,
  weekly_discount: moneyOut,
  weeks_needed: intOut,
  interest_amount: moneyOut,
  total_amount: moneyOut,
  final_payment: moneyOut,
  final_payment_date: dayOut,
  reason: z.string(),
});

export const auditEntrySchema = z.object({
  id: intOut,
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  at: instantOut,
  changes: z.array(
    z.object({
      field: z.string(),
      from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  ),
});

export const contractVersionSchema = z.object({
  version: intOut,
  kind: z.enum(CONTRACT_KINDS),
  signedAt: instantOut,
});

export const loanDetailSchema = z.object({
  id: intOut,
  companyId: intOut,
  productId: intOut.nullable(),
  productName: z.string().nullable(),
  status: z.enum(LOAN_STATUSES),
  calculationResult: z.enum(CALCULATION_RESULTS),
  createdAt: instantOut,
  confirmedAt: instantOut.nullable(),
  confirmedOn: dayOut.nullable(),
  requestedOn: dayOut,
  monthlyRate: z.string(),
  deadline: dayOut,
  originalAmount: moneyOut,
  interestAmount: moneyOut,
  totalAmount: moneyOut,
  weeklyDiscount: moneyOut,
  weeksNeeded: intOut,
  availableWeeks: intOut,
  paidByDeductions: moneyOut,
  finalPayment: moneyOut,
  finalPaymentDate: dayOut,
  firstPaymentDate: dayOut,
  totalSavings: moneyOut,
  employee: z.object({
    id: intOut,
    controlNumber: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  counterOfferDetails: counterOfferDetailsSchema.nullable(),
  originalFigures: z.object({ originalAmount: moneyOut, ...signedFiguresOut }).nullable(),
  contracts: z.array(contractVersionSchema),
  errorComment: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  employeeNotifiedAt: instantOut.nullable(),
  errorReleasedAt: instantOut.nullable(),
  isOwner: z.boolean(),
  /**
   * The loan is the reader's own (they applied for it, or its employee record is theirs), whatever
   * their grants: the screens disable the staff actions on it (segregation of duties, decision 097).
   */
  isOwn: z.boolean(),
  audit: z.array(auditEntrySchema),
});

export const offerSchema = z.object({
  product: productSummarySchema,
  companyId: intOut,
  interestRate: z.string(),
  deadline: dayOut.nullable(),
  today: dayOut,
  employee: z.object({ date: dayOut, employee_code: z.string(), name: z.string(), branch: z.string() }).nullable(),
  canApply: z.boolean(),
  reason: z.enum(OFFER_BLOCK_REASONS).nullable(),
  activeLoan: activeLoanSchema.nullable(),
});

/**
 * POST /loans/validate-savings: rows and loans updated, the control numbers with no
 * employee, the rows whose amount could not be read, and the loans per calculation result. The
 * two lists hold the first SAVINGS_RESULT_LIST_LIMIT in file order; the totals count them all.
 */
export const savingsUploadResultSchema = z.object({
  rows_updated: intOut,
  loans_updated: intOut,
  not_found: z.array(z.string()).max(SAVINGS_RESULT_LIST_LIMIT),
  not_found_total: intOut,
  bad_amounts: z
    .array(z.object({ row: intOut, control_number: z.string(), reason: z.string() }))
    .max(SAVINGS_RESULT_LIST_LIMIT),
  bad_amounts_total: intOut,
  results: z.record(z.enum(CALCULATION_RESULTS), intOut),
});
export type SavingsUploadResult = z.infer<typeof savingsUploadResultSchema>;
export type SavingsBadRow = SavingsUploadResult['bad_amounts'][number];

/** PUT /loans/mass-approve, /mass-reject and /mass-counter-offer: all or nothing, so every id given. */
export const bulkLoanResultSchema = z.object({ updated: intOut, loan_ids: z.array(intOut) });
export type BulkLoanResult = z.infer<typeof bulkLoanResultSchema>;

/** GET /api/loans/user-active?company_id: the caller's active loan in the company, or `null`. */
export type ActiveLoanResponse = z.infer<typeof activeLoanSchema>;
/** Counter-offer figures (02 §3 counterOfferDetails), sent as an object, not a JSON string. */
export type CounterOfferDetails = z.infer<typeof counterOfferDetailsSchema>;
/** One row of a loan's audit trail, oldest first (the detail's timeline). */
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** One changed field of an audit step; values as stored (money as exact strings). */
export type AuditChange = AuditEntry['changes'][number];
/** One signed contract version of a loan (GET /api/loans/{id}/contract?version=N). */
export type ContractVersion = z.infer<typeof contractVersionSchema>;
/** GET /api/loans/{id} and the 201 of POST /api/loans (02 §3 Loan detail). */
export type LoanDetailResponse = z.infer<typeof loanDetailSchema>;
/** The figures of the request as applied (contract version 1), whatever happened since. */
export type LoanOriginalFigures = NonNullable<LoanDetailResponse['originalFigures']>;
/** GET /api/loans/offers/{productId}?company_id: what the apply panel needs. */
export type OfferResponse = z.infer<typeof offerSchema>;

/** The figures of a quote as the API names them (request fields and the 422 quote_mismatch body). */
export const quoteFiguresSchema = z.object({
  interest_amount: moneyOut,
  total_amount: moneyOut,
  weeks_needed: intOut,
  final_payment: moneyOut,
  final_payment_date: dayOut,
});
export type QuoteFigures = z.infer<typeof quoteFiguresSchema>;

/** `details` of a 422 quote_mismatch: the server's own figures and which client figures differed. */
export const quoteMismatchDetailsSchema = z.object({
  quote: quoteFiguresSchema.extend({
    available_weeks: intOut,
    paid_by_deductions: moneyOut,
    first_payment_date: dayOut,
    deadline: dayOut,
  }),
  mismatched: z.array(z.string()),
});
export type QuoteMismatchDetails = z.infer<typeof quoteMismatchDetailsSchema>;
