/** Loans and insurance requests. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  CALCULATION_RESULTS,
  CLOSED_STATUSES,
  CONTRACT_KINDS,
  INSURANCE_STATUSES,
  INSURANCE_TYPES,
  LOAN_STATUSES,
  PAYMENT_METHODS,
  type CalculationResult,
  type ContractKind,
  type CounterOfferDetails,
  type InsuranceStatus,
  type InsuranceType,
  type LoanStatus,
  type PaymentMethod,
} from '@abono/domain';
import { money, createdAt, updatedAt, oneOf, sqlList } from './columns';
import { companies, users } from './access';
import { employees } from './people';
import { products } from './catalogue';
import { uploadedFiles } from './files';

// ---------------------------------------------------------------- loans and insurance

/** Counter-offer figures as stored: the same shape the API sends (02 §3 counterOfferDetails). */
export type { CounterOfferDetails };

export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<LoanStatus>().notNull().default('pending'),
    calculationResult: varchar('calculation_result', { length: 20 })
      .$type<CalculationResult>()
      .notNull()
      .default('pending'),
    /**
     * Whether the loan blocks a new application (decision 001). Kept as a column so that a
     * partial unique index can enforce one active loan per employee (03 §3). Written as the
     * domain's activeFlagFor(status); a confirmed loan past its final payment date keeps it
     * until the next application of that employee clears it, and the queries of
     * core/loans/active.ts apply that part of the rule meanwhile.
     */
    isActive: boolean('is_active').notNull().default(true),
    /** The business day the quote was computed for ("today" at apply). */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    monthlyRate: numeric('monthly_rate', { precision: 7, scale: 4, mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    originalAmount: money('original_amount').notNull(),
    weeklyDiscount: money('weekly_discount').notNull(),
    interestAmount: money('interest_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    availableWeeks: integer('available_weeks').notNull(),
    weeksNeeded: integer('weeks_needed').notNull(),
    paidByDeductions: money('paid_by_deductions').notNull(),
    finalPayment: money('final_payment').notNull(),
    finalPaymentDate: date('final_payment_date', { mode: 'string' }).notNull(),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }).notNull(),
    totalSavings: money('total_savings').notNull().default('0.00'),
    /** Employee data as given on the request (date, employee_code, name, branch). */
    employeeCode: varchar('employee_code', { length: 30 }).notNull(),
    employeeName: varchar('employee_name', { length: 200 }).notNull(),
    branch: varchar('branch', { length: 200 }).notNull(),
    signatureFileId: uuid('signature_file_id'),
    counterOffer: jsonb('counter_offer').$type<CounterOfferDetails>(),
    errorComment: text('error_comment'),
    employeeNotifiedAt: timestamp('employee_notified_at', { withTimezone: true }),
    errorReleasedAt: timestamp('error_released_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the credits list searches: control number and name folded by search_fold (migration
     * 0007, decision 052), kept by PostgreSQL. Stored, because a search that matches thousands of
     * loans rechecks every one: calling search_fold per row (NFD and a regexp) more than doubled
     * the filtered search's latency (bench: p97.5 94 → 238 ms); the stored text costs one LIKE.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`search_fold("employee_code" || chr(10) || "employee_name")`),
  },
  (t) => [
    // Foreign keys between tenant tables include company_id (decision 101).
    unique('loans_company_id_id_unique').on(t.companyId, t.id),
    foreignKey({
      name: 'loans_company_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'loans_company_signature_file_fk',
      columns: [t.companyId, t.signatureFileId],
      foreignColumns: [uploadedFiles.companyId, uploadedFiles.id],
    }),
    uniqueIndex('loans_one_active_per_employee_uq')
      .on(t.companyId, t.employeeId)
      .where(sql`${t.isActive}`),
    index('loans_company_status_idx').on(t.companyId, t.status),
    // The credits list (decision 031): its default order is an index scan, the group
    // counts per calculation result are index-only scans over one company's rows.
    index('loans_company_code_idx').on(t.companyId, t.employeeCode, t.id),
    index('loans_company_calc_status_idx').on(t.companyId, t.calculationResult, t.status),
    // Search by any part of the control number or the name, accents and case aside (LIKE '%…%' on
    // the stored folded text), without reading every row (pg_trgm).
    index('loans_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('loans_employee_idx').on(t.employeeId),
    check('loans_status_ck', oneOf('status', LOAN_STATUSES)),
    check('loans_calc_ck', oneOf('calculation_result', CALCULATION_RESULTS)),
    // The domain's CLOSED_STATUSES: activeFlagFor(status) is false exactly for these.
    check('loans_closed_inactive_ck', sql`NOT (${t.isActive} AND ${t.status} IN ${sqlList(CLOSED_STATUSES)})`),
    check(
      'loans_amounts_ck',
      // eslint-disable-next-line max-len -- the check is the migration's, byte for byte (drizzle-kit compares it)
      sql`${t.originalAmount} > 0 AND ${t.weeklyDiscount} > 0 AND ${t.interestAmount} >= 0 AND ${t.finalPayment} >= 0 AND ${t.totalAmount} = ${t.originalAmount} + ${t.interestAmount}`,
    ),
    check(
      'loans_weeks_ck',
      sql`${t.weeksNeeded} >= 1 AND ${t.weeksNeeded} <= ${t.availableWeeks} AND ${t.availableWeeks} <= 35`,
    ),
  ],
);

/**
 * Signed contract versions of a loan: the original application, and the
 * accepted counter offer with its own new signature. The figures each signature covers
 * are stored here in columns, so the loan's original figures never have to be rebuilt
 * from the audit log.
 */
export const loanContracts = pgTable(
  'loan_contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').notNull(),
    version: integer('version').notNull(),
    kind: varchar('kind', { length: 20 }).$type<ContractKind>().notNull(),
    amount: money('amount').notNull(),
    weeklyDiscount: money('weekly_discount').notNull(),
    interestAmount: money('interest_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    weeksNeeded: integer('weeks_needed').notNull(),
    paidByDeductions: money('paid_by_deductions').notNull(),
    finalPayment: money('final_payment').notNull(),
    finalPaymentDate: date('final_payment_date', { mode: 'string' }).notNull(),
    signatureFileId: uuid('signature_file_id'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_contracts_loan_version_uq').on(t.loanId, t.version),
    foreignKey({
      name: 'loan_contracts_company_loan_fk',
      columns: [t.companyId, t.loanId],
      foreignColumns: [loans.companyId, loans.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'loan_contracts_company_signature_file_fk',
      columns: [t.companyId, t.signatureFileId],
      foreignColumns: [uploadedFiles.companyId, uploadedFiles.id],
    }),
    check('loan_contracts_kind_ck', oneOf('kind', CONTRACT_KINDS)),
    check('loan_contracts_version_ck', sql`${t.version} >= 1`),
  ],
);

export const insuranceRequests = pgTable(
  'insurance_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    insuranceType: varchar('insurance_type', { length: 20 }).$type<InsuranceType>().notNull(),
    status: varchar('status', { length: 20 }).$type<InsuranceStatus>().notNull().default('pending'),
    paymentMethod: varchar('payment_method', { length: 20 }).$type<PaymentMethod>().notNull(),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    monthlyRate: numeric('monthly_rate', { precision: 7, scale: 4, mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    policyAmount: money('policy_amount').notNull(),
    weeklyDiscount: money('weekly_discount').notNull(),
    interestAmount: money('interest_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    weeksNeeded: integer('weeks_needed').notNull(),
    finalPayment: money('final_payment').notNull(),
    finalPaymentDate: date('final_payment_date', { mode: 'string' }).notNull(),
    employeeCode: varchar('employee_code', { length: 30 }).notNull(),
    employeeName: varchar('employee_name', { length: 200 }).notNull(),
    branch: varchar('branch', { length: 200 }).notNull(),
    payslipFileId: uuid('payslip_file_id').notNull(),
    signatureFileId: uuid('signature_file_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('insurance_company_idx').on(t.companyId),
    foreignKey({
      name: 'insurance_requests_company_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'insurance_requests_company_payslip_file_fk',
      columns: [t.companyId, t.payslipFileId],
      foreignColumns: [uploadedFiles.companyId, uploadedFiles.id],
    }),
    foreignKey({
      name: 'insurance_requests_company_signature_file_fk',
      columns: [t.companyId, t.signatureFileId],
      foreignColumns: [uploadedFiles.companyId, uploadedFiles.id],
    }),
    check('insurance_type_ck', oneOf('insurance_type', INSURANCE_TYPES)),
    check('insurance_status_ck', oneOf('status', INSURANCE_STATUSES)),
    check('insurance_method_ck', oneOf('payment_method', PAYMENT_METHODS)),
    check(
      'insurance_amounts_ck',
      // eslint-disable-next-line max-len -- the check is the migration's, byte for byte (drizzle-kit compares it)
      sql`${t.policyAmount} > 0 AND ${t.weeklyDiscount} > 0 AND ${t.totalAmount} = ${t.policyAmount} + ${t.interestAmount}`,
    ),
  ],
);
