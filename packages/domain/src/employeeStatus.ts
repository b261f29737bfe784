/**
 * The employee status rules (03 §6, spec 02 "Employee status"), in one place for the row menu,
 * the deactivation routes, the edit form and the import:
 *
 *   hired ──deactivate──────────────→ fired       (no confirmed loans; savings 0)
 *   hired ──deactivate_with_savings─→ terminated  (confirmed loans; the savings HR typed)
 *   fired | terminated ──activate───→ hired       (savings stay until the next upload)
 *
 * Only the deactivation with savings reaches `terminated`; an edit or an import never leaves it.
 */
import type { EmployeeStatus } from './catalog';
import { EXPIRING_STATUS, type LoanStatus } from './loanStatus';
import type { Money } from './money';

export const EMPLOYEE_STATUS_ACTIONS = {
  deactivate: { from: ['hired'], to: 'fired' },
  deactivate_with_savings: { from: ['hired'], to: 'terminated' },
  activate: { from: ['fired', 'terminated'], to: 'hired' },
} as const satisfies Record<string, { from: readonly EmployeeStatus[]; to: EmployeeStatus }>;
export type EmployeeStatusAction = keyof typeof EMPLOYEE_STATUS_ACTIONS;

/** May an employee in `status` go through `action`? */
export function canEmployeeStatusAction(status: EmployeeStatus, action: EmployeeStatusAction): boolean {
  return (EMPLOYEE_STATUS_ACTIONS[action].from as readonly EmployeeStatus[]).includes(status);
}

/** The status an edit or an import leaves: terminated stays; nothing asked keeps the current one. */
export function statusAfterEdit(current: EmployeeStatus, asked: EmployeeStatus | undefined): EmployeeStatus {
  if (current === 'terminated') return current;
  return asked ?? current;
}

/** The action a form or import status change amounts to (hired ↔ fired), or null for none. */
export function statusActionOf(from: EmployeeStatus, to: EmployeeStatus): EmployeeStatusAction | null {
  if (from === to) return null;
  const found = (Object.keys(EMPLOYEE_STATUS_ACTIONS) as EmployeeStatusAction[]).find(
    (action) => EMPLOYEE_STATUS_ACTIONS[action].to === to && canEmployeeStatusAction(from, action),
  );
  return found ?? null;
}

/**
 * What an action writes besides the status: the deactivation instant and the savings. A
 * deactivation without savings zeroes them; activating clears the date and keeps the savings.
 */
export function statusActionColumns(
  action: EmployeeStatusAction,
  now: Date,
  totalSavings?: Money,
): { status: EmployeeStatus; deactivatedAt: Date | null; totalSavings?: Money } {
  const status = EMPLOYEE_STATUS_ACTIONS[action].to;
  if (action === 'activate') return { status, deactivatedAt: null };
  if (action === 'deactivate') return { status, deactivatedAt: now, totalSavings: '0.00' };
  return { status, deactivatedAt: now, ...(totalSavings === undefined ? {} : { totalSavings }) };
}

/**
 * What deactivating an employee does to each loan of theirs still in flight in the company
 * (03 §6), shown in the dialog before HR confirms and applied by the server:
 *   rejected              pending or counter_offered: rejected with the deactivation, audited;
 *   not_paid              approved, accepted, applied or in a deposit error: left as they are,
 *                         the bank files refuse them and treasury reports them;
 *   settled_with_savings  confirmed and still running: the savings typed cover them in the
 *                         termination document.
 */
export const DEACTIVATION_LOAN_OUTCOMES = ['rejected', 'not_paid', 'settled_with_savings'] as const;
export type DeactivationLoanOutcome = (typeof DEACTIVATION_LOAN_OUTCOMES)[number];

/** The loan statuses a deactivation rejects. */
export const DEACTIVATION_REJECTS = ['pending', 'counter_offered'] as const satisfies readonly LoanStatus[];

/** The outcome for an ACTIVE loan in `status` (closed loans are not in flight: null). */
export function deactivationLoanOutcome(status: LoanStatus): DeactivationLoanOutcome | null {
  if (status === 'rejected' || status === 'not_accepted') return null;
  if ((DEACTIVATION_REJECTS as readonly LoanStatus[]).includes(status)) return 'rejected';
  if (status === EXPIRING_STATUS) return 'settled_with_savings';
  return 'not_paid';
}
