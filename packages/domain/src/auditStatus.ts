import type { EmployeeStatus, InsuranceStatus } from './catalog';
import type { LoanStatus } from './loanStatus';

/**
 * What audit_log.from_status / to_status hold: the status of the audited entity before and
 * after the step. Loans, insurance requests and employees are audited, so the column takes any
 * of their statuses (entity_type says which).
 */
export type AuditStatus = LoanStatus | InsuranceStatus | EmployeeStatus;
