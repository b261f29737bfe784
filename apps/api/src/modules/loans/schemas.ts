/**
 * Request and response schemas of the loan routes (serialization and OpenAPI). The wire
 * types live in @abono/domain (api.ts); these mirror them field by field.
 */
import { z } from 'zod';
import {
  CALCULATION_RESULTS,
  LOAN_STATUSES,
  amountField,
  idField,
  payload,
} from '@abono/domain';
import { productSummarySchema } from '../companies/schemas';

const money = z.string().describe('Decimal con 2 decimales');
const day = z.string().describe('YYYY-MM-DD');
const instant = z.string().describe('ISO-8601 UTC');

export const activeLoanSchema = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  calculationResult: z.enum(CALCULATION_RESULTS),
  companyId: z.number().int(),
  createdAt: instant,
  originalAmount: money,
  totalAmount: money,
  weeklyDiscount: money,
});

export const counterOfferDetailsSchema = z.object({
  amount: money,
  weekly_discount: money,
  weeks_needed: z.number().int(),
  interest_amount: money,
  total_amount: money,
  final_payment: money,
  final_payment_date: day,
  reason: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  at: instant,
  changes: z.array(
    z.object({
      field: z.string(),
      from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  ),
});

export const contractVersionSchema = z.object({
  version: z.number().int(),
  kind: z.enum(['original', 'counter_offer']),
  signedAt: instant,
});

export const loanDetailSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  status: z.enum(LOAN_STATUSES),
  calculationResult: z.enum(CALCULATION_RESULTS),
  createdAt: instant,
  confirmedAt: instant.nullable(),
  confirmedOn: day.nullable(),
  requestedOn: day,
  monthlyRate: z.string(),
  deadline: day,
  originalAmount: money,
  interestAmount: money,
  totalAmount: money,
  weeklyDiscount: money,
  weeksNeeded: z.number().int(),
  availableWeeks: z.number().int(),
  paidByDeductions: money,
  finalPayment: money,
  finalPaymentDate: day,
  firstPaymentDate: day,
  totalSavings: money,
  employee: z.object({
    id: z.number().int(),
    controlNumber: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  counterOfferDetails: counterOfferDetailsSchema.nullable(),
  originalFigures: z
    .object({
      originalAmount: money,
      weeklyDiscount: money,
      interestAmount: money,
      totalAmount: money,
      weeksNeeded: z.number().int(),
      finalPayment: money,
      finalPaymentDate: day,
    })
    .nullable(),
  contracts: z.array(contractVersionSchema),
  errorComment: z.string().nullable(),
  employeeNotifiedAt: instant.nullable(),
  errorReleasedAt: instant.nullable(),
  isOwner: z.boolean(),
  audit: z.array(auditEntrySchema),
});

export const offerSchema = z.object({
  product: productSummarySchema,
  companyId: z.number().int(),
  interestRate: z.string(),
  deadline: day.nullable(),
  today: day,
  employee: z.object({ date: day, employee_code: z.string(), name: z.string(), branch: z.string() }).nullable(),
  canApply: z.boolean(),
  reason: z.enum(['not_employee', 'deadline_passed', 'no_weeks_available', 'active_loan_exists']).nullable(),
  activeLoan: activeLoanSchema.nullable(),
});

/** GET /api/loans/contract query. */
export const contractPreviewQuerySchema = payload({
  company_id: idField(),
  product_id: idField(),
  loan_amount: amountField(),
  weekly_discount: amountField(),
});

/** GET /api/loans/{id}/contract query: the signed version, the latest when absent. */
export const contractVersionQuerySchema = payload({ version: idField('errors.invalid_value').optional() });

/** Optional `company_id` of the owner's actions (multipart or JSON). */
export const optionalCompanySchema = payload({ company_id: idField().optional() });
