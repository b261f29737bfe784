/**
 * The credits screen's row actions and bulk buttons (spec 02 "Credits screen", 03 §3), one
 * rule for the menu, the toolbar and the server's checks of single and bulk actions.
 * Whether an action may move a loan is the transition map's answer (nextStatus); this adds
 * what the screen adds on top: nothing while the calculation is pending, only Reject and
 * Notify employee for an error, and the calculation results the bulk actions require.
 * A loan past review (approved, counter offered, confirmed, rejected…) offers nothing: no
 * menu of greyed-out items, but a hint saying why.
 */
import { nextStatus, type CalculationResult, type LoanStatus } from './loanStatus';

export const ROW_MENU_ACTIONS = ['edit', 'approve', 'reject', 'counter_offer', 'notify_employee'] as const;
export type RowMenuAction = (typeof ROW_MENU_ACTIONS)[number];

export interface RowMenuItem {
  action: RowMenuAction;
  enabled: boolean;
}

export interface RowMenu {
  /** The whole menu is disabled: the savings have not been uploaded yet, or the loan's status allows no HR action. */
  disabled: boolean;
  hint: 'upload_savings_first' | 'no_actions' | null;
  items: RowMenuItem[];
}

export interface RowMenuLoan {
  status: LoanStatus;
  calculation_result: CalculationResult;
}

const item = (action: RowMenuAction, loan: RowMenuLoan): RowMenuItem => ({
  action,
  enabled: nextStatus(action, loan.status) !== null,
});

/** The row menu of one loan. */
export function loanRowMenu(loan: RowMenuLoan): RowMenu {
  if (loan.calculation_result === 'pending') {
    return { disabled: true, hint: 'upload_savings_first', items: [] };
  }
  const actions =
    loan.status === 'error'
      ? (['reject', 'notify_employee'] as const)
      : (['edit', 'approve', 'reject', 'counter_offer'] as const);
  const items = actions.map((action) => item(action, loan));
  if (!items.some((i) => i.enabled)) return { disabled: true, hint: 'no_actions', items: [] };
  return { disabled: false, hint: null, items };
}

/** May HR take this single action on the loan from its row? (the server's single-action check) */
export function canRowAction(action: RowMenuAction, loan: RowMenuLoan): boolean {
  return loanRowMenu(loan).items.some((i) => i.action === action && i.enabled);
}

export const BULK_ACTIONS = ['approve', 'reject', 'counter_offer'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The calculation result every loan of a bulk action must have, when the action requires one. */
export const BULK_REQUIRED_RESULT: Record<BulkAction, CalculationResult | null> = {
  approve: 'pass',
  reject: null,
  counter_offer: 'review',
};

/** Whether one loan may take part in the bulk action. */
export function bulkAllows(action: BulkAction, loan: RowMenuLoan): boolean {
  const required = BULK_REQUIRED_RESULT[action];
  if (required !== null && loan.calculation_result !== required) return false;
  return canRowAction(action, loan);
}

/** The loans that block the bulk action (the server lists their ids in its 409). */
export function bulkOffenders<T extends RowMenuLoan>(action: BulkAction, loans: readonly T[]): T[] {
  return loans.filter((loan) => !bulkAllows(action, loan));
}

/** Whether the toolbar button is enabled for this selection (and the server lets it through). */
export function canBulk(action: BulkAction, loans: readonly RowMenuLoan[]): boolean {
  return loans.length > 0 && bulkOffenders(action, loans).length === 0;
}
