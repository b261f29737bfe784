/**
 * The whole data model of Abono (issue 2 §3). Later features add behaviour, not tables.
 * Money is numeric(14,2) and travels as a 2-decimal string; statuses are checked by
 * constraints built from the domain's lists so the two never drift apart.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  BANK_CODES,
  CALCULATION_RESULTS,
  EMPLOYEE_STATUSES,
  INSURANCE_TYPES,
  LOAN_STATUSES,
  NOTIFICATION_TYPES,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
} from '@abono/domain';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `column IN ('a','b',…)` for a check constraint; values come from constant lists only. */
function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`);
}

export const INSURANCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const FILE_KINDS = ['signature', 'payslip', 'logo'] as const;


// ---------------------------------------------------------------- access

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  /** The five roles of the specs; they can be edited but not deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tin: varchar('tin', { length: 30 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 30 }),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped to kill every session of the user (revoke, deactivate, reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_role_idx').on(t.roleId)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** Public id of the logo in the image store (`/api/files/{publicId}`). */
  logo: varchar('logo', { length: 200 }),
  createdAt: createdAt(),
});

/** Which companies a user may work in (presence = access). */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)],
);

// ---------------------------------------------------------------- people

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    controlNumber: varchar('control_number', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 30 }),
    status: varchar('status', { length: 20 }).notNull().default('hired'),
    workLocation: varchar('work_location', { length: 200 }).notNull(),
    tin: varchar('tin', { length: 30 }),
    accountNumber: varchar('account_number', { length: 18 }),
    bank: varchar('bank', { length: 3 }),
    totalSavings: money('total_savings').notNull().default('0.00'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_company_control_uq').on(t.companyId, t.controlNumber),
    index('employees_tin_idx').on(t.tin),
    index('employees_user_idx').on(t.userId),
    check('employees_status_ck', oneOf('status', EMPLOYEE_STATUSES)),
    check('employees_bank_ck', sql`${t.bank} IS NULL OR ${oneOf('bank', BANK_CODES)}`),
    check('employees_savings_ck', sql`${t.totalSavings} >= 0`),
  ],
);

// ---------------------------------------------------------------- catalogue and settings

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 20 }).notNull().default('loan'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  () => [check('products_type_ck', oneOf('type', PRODUCT_TYPES))],
);

export const companyProducts = pgTable(
  'company_products',
  {
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
    /** Monthly interest rate, percent (e.g. 2.5). */
    interestRate: numeric('interest_rate', { precision: 7, scale: 4, mode: 'string' }).notNull().default('0'),
    deadline: date('deadline', { mode: 'string' }),
    issuerCode: varchar('issuer_code', { length: 10 }),
    companyLocation: varchar('company_location', { length: 200 }),
    companyLegalName: varchar('company_legal_name', { length: 200 }),
    hsbcAccountNumber: varchar('hsbc_account_number', { length: 18 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_rate_ck', sql`${t.interestRate} >= 0`),
    check('settings_issuer_ck', sql`${t.issuerCode} IS NULL OR ${t.issuerCode} ~ '^[A-Za-z0-9]{3,10}$'`),
    check('settings_hsbc_ck', sql`${t.hsbcAccountNumber} IS NULL OR ${t.hsbcAccountNumber} ~ '^[0-9]{10,18}$'`),
  ],
);

// ---------------------------------------------------------------- files

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Public id: what URLs and other rows refer to. */
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20 }).notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Signatures and payslips are kept in the database so API processes stay stateless. */
    content: bytea('content'),
    /** Where an external or on-disk store keeps the bytes (logos through the image-hosting interface). */
    storageKey: varchar('storage_key', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_kind_ck', oneOf('kind', FILE_KINDS)),
    check('files_size_ck', sql`${t.sizeBytes} > 0`),
    check('files_location_ck', sql`${t.content} IS NOT NULL OR ${t.storageKey} IS NOT NULL`),
  ],
);

// ---------------------------------------------------------------- loans and insurance

/** Counter-offer figures as stored (02 §3 counterOfferDetails). */
export interface CounterOfferDetails {
  amount: string;
  weekly_discount: string;
  weeks_needed: number;
  interest_amount: string;
  total_amount: string;
  final_payment: string;
  final_payment_date: string;
  reason: string;
}

export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    calculationResult: varchar('calculation_result', { length: 20 }).notNull().default('pending'),
    /**
     * Whether the loan blocks a new application. Kept as a column so that a partial
     * unique index can enforce one active loan per employee (03 §3); it turns false on
     * rejected/not_accepted, and for confirmed loans once their final payment date passes.
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
    signatureFileId: uuid('signature_file_id').references(() => uploadedFiles.id),
    counterOffer: jsonb('counter_offer').$type<CounterOfferDetails>(),
    errorComment: text('error_comment'),
    employeeNotifiedAt: timestamp('employee_notified_at', { withTimezone: true }),
    errorReleasedAt: timestamp('error_released_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('loans_one_active_per_employee_uq')
      .on(t.companyId, t.employeeId)
      .where(sql`${t.isActive}`),
    index('loans_company_status_idx').on(t.companyId, t.status),
    index('loans_employee_idx').on(t.employeeId),
    check('loans_status_ck', oneOf('status', LOAN_STATUSES)),
    check('loans_calc_ck', oneOf('calculation_result', CALCULATION_RESULTS)),
    check('loans_closed_inactive_ck', sql`NOT (${t.isActive} AND ${t.status} IN ('rejected', 'not_accepted'))`),
    check(
      'loans_amounts_ck',
      sql`${t.originalAmount} > 0 AND ${t.weeklyDiscount} > 0 AND ${t.interestAmount} >= 0 AND ${t.finalPayment} >= 0 AND ${t.totalAmount} = ${t.originalAmount} + ${t.interestAmount}`,
    ),
    check('loans_weeks_ck', sql`${t.weeksNeeded} >= 1 AND ${t.weeksNeeded} <= ${t.availableWeeks} AND ${t.availableWeeks} <= 35`),
  ],
);

export const insuranceRequests = pgTable(
  'insurance_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    insuranceType: varchar('insurance_type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
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
    payslipFileId: uuid('payslip_file_id').notNull().references(() => uploadedFiles.id),
    signatureFileId: uuid('signature_file_id').notNull().references(() => uploadedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('insurance_company_idx').on(t.companyId),
    check('insurance_type_ck', oneOf('insurance_type', INSURANCE_TYPES)),
    check('insurance_status_ck', oneOf('status', INSURANCE_STATUSES)),
    check('insurance_method_ck', oneOf('payment_method', PAYMENT_METHODS)),
    check(
      'insurance_amounts_ck',
      sql`${t.policyAmount} > 0 AND ${t.weeklyDiscount} > 0 AND ${t.totalAmount} = ${t.policyAmount} + ${t.interestAmount}`,
    ),
  ],
);

// ---------------------------------------------------------------- notifications and audit

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    resourceType: varchar('resource_type', { length: 40 }),
    resourceId: integer('resource_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The unread count is polled by every open tab every 30 s: keep it an index-only count.
    index('notifications_user_unread_idx').on(t.userId).where(sql`NOT ${t.isRead}`),
    check('notifications_type_ck', oneOf('type', NOTIFICATION_TYPES)),
    check('notifications_read_ck', sql`${t.isRead} = (${t.readAt} IS NOT NULL)`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    fromStatus: varchar('from_status', { length: 30 }),
    toStatus: varchar('to_status', { length: 30 }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);

// ---------------------------------------------------------------- sessions and safety

/** One login on one device; every rotated refresh token belongs to a family. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fingerprintHash: varchar('fingerprint_hash', { length: 64 }).notNull(),
    /** Absolute lifetime (30 days from login); rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 40 }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    familyId: uuid('family_id').notNull().references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Set when this token was exchanged; presenting it again is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tin: varchar('tin', { length: 30 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_tin_idx').on(t.tin, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Process-independent key/value store: generated secrets and the demo-seed marker. */
export const systemState = pgTable('system_state', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
