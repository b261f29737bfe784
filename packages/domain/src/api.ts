/**
 * Wire shapes shared by the API and the web app for the shell's calls
 * (spec 01 §3 and §7). Money travels as 2-decimal strings, dates as YYYY-MM-DD,
 * instants as ISO-8601 UTC (03 §1).
 */
import type { ContractKind, EmployeeStatus } from './catalog';
import type { Grant, PageKey } from './permissions';

export const FINGERPRINT_HEADER = 'x-device-fingerprint';
export const REFRESH_COOKIE = 'abono_rt';

export interface CompanySummary {
  id: number;
  name: string;
  /** Public id of the logo, served at /api/files/{logo}; null when the company has none. */
  logo: string | null;
}

/**
 * The session user's employee record in one company (issue 6 §1.11): the applicant of
 * that company's loan and insurance forms and what the profile popup shows while the
 * company is selected.
 */
export interface SessionEmployee {
  id: number;
  companyId: number;
  name: string;
  email: string | null;
  phone: string | null;
  work_location: string | null;
  controlNumber: string | null;
  status: EmployeeStatus;
}

/** GET /api/auth/me (spec 01 §3 session user). */
export interface SessionUser {
  id: number;
  tin: string;
  role: string;
  email: string | null;
  phone: string | null;
  /** One record per accessible company (the hired one when there are several), by company id. */
  employees: SessionEmployee[];
  companies: CompanySummary[];
  accessiblePages: PageKey[];
  permissions: Grant[];
  needsOnboarding: boolean;
  needsCompanyOnboarding: boolean;
}

/** POST /api/auth/login and /api/auth/refresh. */
export interface TokenResponse {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  api: 'ok';
  database: 'ok' | 'error';
  time: string;
}

/** GET /api/settings?company_id (02 §3 company settings). */
export interface CompanySettingsResponse {
  company_id: number;
  interestRate: string;
  deadline: string | null;
  issuer_code: string | null;
  company_location: string | null;
  company_legal_name: string | null;
  hsbc_account_number: string | null;
}

export interface ProductSummary {
  id: number;
  name: string;
  description: string;
  type: 'loan' | 'insurance' | 'advance';
  is_active: boolean;
}

export const NOTIFICATION_TYPES = [
  'employee_registration_invite',
  'loan_request',
  'loan_status_change',
  'loan_counter_response',
  'loan_approved_accepted',
  'employee_terminated',
  'loan_confirmed_error',
  'loan_employee_notified',
  'loan_error_released',
  'loan_rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationItem {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  resource_type: string | null;
  resource_id: number | null;
  /** The company the resource belongs to (the loan's company); null for notices about no company. */
  company_id: number | null;
  /** That company's name, so a notice can say which company it is about (decision 053). */
  company_name: string | null;
  is_read: boolean;
  created_at: string;
  read_at: string | null;
}

/** GET /api/notifications?limit&offset&include_read */
export interface NotificationListResponse {
  notifications: NotificationItem[];
  unreadCount: number;
  total: number;
  hasMore: boolean;
}

/** GET /api/notifications/count, and the answer of read, read-all and delete. */
export interface UnreadCountResponse {
  count: number;
}

// ---------------------------------------------------------------- loans (issue 3)

import type { CalculationResult, LoanStatus } from './loanStatus';
import type { InsuranceStatus, InsuranceType, PaymentMethod } from './catalog';
import type { OfferBlockReason } from './responses/loans';

/** The figures of a quote as the API names them (request fields and the 422 quote_mismatch body). */
export interface QuoteFigures {
  interest_amount: string;
  total_amount: string;
  weeks_needed: number;
  final_payment: string;
  final_payment_date: string;
}

/** `details` of a 422 quote_mismatch: the server's own figures and which client figures differed. */
export interface QuoteMismatchDetails {
  quote: QuoteFigures & {
    available_weeks: number;
    paid_by_deductions: string;
    first_payment_date: string;
    deadline: string;
  };
  mismatched: string[];
}

/** GET /api/loans/user-active?company_id: the caller's active loan in the company, or `null`. */
export interface ActiveLoanResponse {
  id: number;
  status: LoanStatus;
  calculationResult: CalculationResult;
  companyId: number;
  createdAt: string;
  originalAmount: string;
  totalAmount: string;
  weeklyDiscount: string;
}

/** Counter-offer figures (02 §3 counterOfferDetails), sent as an object, not a JSON string. */
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

/** One row of a loan's audit trail, oldest first (the detail's timeline). */
export interface AuditEntry {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  /** The actor's employee name in the loan's company, else their tin; null when the user is gone. */
  actorName: string | null;
  actorRole: string | null;
  /** Instant, ISO-8601 UTC. */
  at: string;
  /** The fields the step changed, old → new (old is null for a field it set first). */
  changes: AuditChange[];
}

/** One changed field of an audit step; values as stored (money as exact strings). */
export interface AuditChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

/** One signed contract version of a loan (GET /api/loans/{id}/contract?version=N). */
export interface ContractVersion {
  version: number;
  kind: ContractKind;
  /** Instant, ISO-8601 UTC. */
  signedAt: string;
}

/** The figures of the request as applied (contract version 1), whatever happened since. */
export interface LoanOriginalFigures {
  originalAmount: string;
  weeklyDiscount: string;
  interestAmount: string;
  totalAmount: string;
  weeksNeeded: number;
  finalPayment: string;
  finalPaymentDate: string;
}

/** GET /api/loans/{id} and the 201 of POST /api/loans (02 §3 Loan detail). */
export interface LoanDetailResponse {
  id: number;
  companyId: number;
  productId: number | null;
  productName: string | null;
  status: LoanStatus;
  calculationResult: CalculationResult;
  /** Instants, ISO-8601 UTC. */
  createdAt: string;
  confirmedAt: string | null;
  /** Business day (Mexico City) of confirmedAt: the `confirmedDate` of buildSchedule. */
  confirmedOn: string | null;
  /** The business day the loan was requested (the quote's "today"). */
  requestedOn: string;
  monthlyRate: string;
  deadline: string;
  /** Effective figures (the counter offer's once accepted). */
  originalAmount: string;
  interestAmount: string;
  totalAmount: string;
  weeklyDiscount: string;
  weeksNeeded: number;
  availableWeeks: number;
  paidByDeductions: string;
  finalPayment: string;
  finalPaymentDate: string;
  firstPaymentDate: string;
  totalSavings: string;
  employee: { id: number; controlNumber: string; name: string; email: string | null; phone: string | null };
  counterOfferDetails: CounterOfferDetails | null;
  /** The requested figures (contract version 1); null only for a loan without a signed contract. */
  originalFigures: LoanOriginalFigures | null;
  /** The signed contract versions, oldest first. */
  contracts: ContractVersion[];
  errorComment: string | null;
  /** The reason HR gave when rejecting the loan (its last reject step), if any. */
  rejectionReason: string | null;
  employeeNotifiedAt: string | null;
  errorReleasedAt: string | null;
  /** True when the caller is the loan's employee (own-loan actions). */
  isOwner: boolean;
  audit: AuditEntry[];
}

/** GET /api/loans/offers/{productId}?company_id: what the apply panel needs. */
export interface OfferResponse {
  product: ProductSummary;
  companyId: number;
  /** Monthly rate in percent ("2.5"). */
  interestRate: string;
  deadline: string | null;
  /** Today in Mexico City: the quote's "today" and the form's read-only date. */
  today: string;
  /** Read-only fields of the form; null when the caller has no hired employee record there. */
  employee: { date: string; employee_code: string; name: string; branch: string } | null;
  /** Whether an application would be accepted now, and why not. */
  canApply: boolean;
  /** The first rule of applyEligibility that refuses (a product not offered answers 404 instead). */
  reason: OfferBlockReason | null;
  activeLoan: ActiveLoanResponse | null;
}

/** The 201 of POST /api/loans/insurance. */
export interface InsuranceRequestResponse {
  id: number;
  companyId: number;
  status: InsuranceStatus;
  insuranceType: InsuranceType;
  paymentMethod: PaymentMethod;
  requestedOn: string;
  policyAmount: string;
  weeklyDiscount: string;
  interestAmount: string;
  totalAmount: string;
  weeksNeeded: number;
  finalPayment: string;
  finalPaymentDate: string;
  createdAt: string;
}
