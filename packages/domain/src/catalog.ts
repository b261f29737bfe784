/**
 * Fixed value lists of the product (spec 01 §3, 02 §3, §9), free of zod so screens can
 * import a list without loading the schema library; the schemas build their enums from them.
 */

export const EMPLOYEE_STATUSES = ['hired', 'fired', 'terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** The statuses the form may set; terminated is reached only by deactivation with savings. */
export const EDITABLE_EMPLOYEE_STATUSES = ['hired', 'fired'] as const;

/** 072 BANORTE, 021 HSBC (spec 02 §9). */
export const BANK_CODES = ['072', '021'] as const;
export type BankCode = (typeof BANK_CODES)[number];
export const BANK_NAMES: Record<BankCode, string> = { '072': 'BANORTE', '021': 'HSBC' };

export const INSURANCE_TYPES = ['auto', 'funeral', 'home', 'life', 'health', 'travel', 'pet'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

/** Statuses of an insurance request (the back office approves or rejects it). */
export const INSURANCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

export const PAYMENT_METHODS = ['weekly', 'personal_loan'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYSLIP_MAX_BYTES = 5 * 1024 * 1024;

/** A company logo's largest file (spec 02 §2): the upload's limit on both ends. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** A company logo's smallest width and height in pixels (03 §6): the modal's check and the API's. */
export const LOGO_MIN_PIXELS = 100;

/**
 * The largest spreadsheet upload (03 §1: savings, employee import); the API's upload check and the routes' form limits.
 */
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;

/** A drawn signature must stay under 1 MiB (the signed routes' multipart limit and the API's check). */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

export const PRODUCT_TYPES = ['loan', 'insurance', 'advance'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The kinds of signed contract version of a loan: the request as applied, and an
 * accepted counter offer with its own signature. The column, its check constraint, the response
 * schema and the wire type all use this one list.
 */
export const CONTRACT_KINDS = ['original', 'counter_offer'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
