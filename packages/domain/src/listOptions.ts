/**
 * The list options the web app and the API share (paging, sort keys, filter values), kept free
 * of zod so that a screen importing them does not load the schema library.
 */
/** The page sizes of every back-office table (spec 02 "Generic table"). */
export const PAGE_SIZES = [10, 25, 50, 100, 200, 500, 1000] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const LOAN_LIST_SORTS = [
  'control_number',
  'employee_name',
  'amount',
  'interest_amount',
  'total_amount',
  'weekly_discount',
  'final_payment',
  'total_savings',
  'weeks_needed',
  'status',
  'calculation_result',
  'created_at',
] as const;
export type LoanListSort = (typeof LOAN_LIST_SORTS)[number];

/** The statuses the credits filter offers (spec 02); the list accepts every status. */
export const CREDIT_FILTER_STATUSES = [
  'pending',
  'approved',
  'accepted',
  'not_accepted',
  'counter_offered',
  'rejected',
  'confirmed',
] as const;

export const MAX_SEARCH_LENGTH = 50;

/**
 * Most loans one bulk action takes: "select all N results" spans pages, and one company's
 * review queue after a savings upload can hold thousands (the credits bench measures 5,000).
 */
export const MAX_BULK_LOANS = 10_000;

/** The employees list's sort keys; the default is the control number. */
export const EMPLOYEE_LIST_SORTS = ['control_number', 'name', 'email', 'phone', 'status', 'role', 'access'] as const;
export type EmployeeListSort = (typeof EMPLOYEE_LIST_SORTS)[number];

/**
 * The entities the audit log's filter offers (decision 080): what the services record today
 * (loans, insurance requests, employees, accounts, settings, companies, bank files) and what the
 * administration screens record (roles, permissions, products). The API takes any recorded code.
 */
export const AUDIT_ENTITY_TYPES = [
  'loan',
  'insurance',
  'employee',
  'user',
  'settings',
  'company',
  'role',
  'permission',
  'product',
  'treasury_file',
] as const;
