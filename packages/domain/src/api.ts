/**
 * Wire shapes shared by the API and the web app for the shell's calls
 * (spec 01 §3 and §7). Money travels as 2-decimal strings, dates as YYYY-MM-DD,
 * instants as ISO-8601 UTC (03 §1).
 */
import type { Grant, PageKey } from './permissions';

export const FINGERPRINT_HEADER = 'x-device-fingerprint';
export const REFRESH_COOKIE = 'abono_rt';

export interface CompanySummary {
  id: number;
  name: string;
  /** Public id of the logo, served at /api/files/{logo}; null when the company has none. */
  logo: string | null;
}

export interface SessionEmployee {
  id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  work_location: string | null;
  controlNumber: string | null;
}

/** GET /api/auth/me (spec 01 §3 session user). */
export interface SessionUser {
  id: number;
  tin: string;
  role: string;
  email: string | null;
  phone: string | null;
  employee: SessionEmployee | null;
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
