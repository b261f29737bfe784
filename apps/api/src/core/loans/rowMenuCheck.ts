/**
 * The server side of the credits row menu: HR's single actions on a loan are
 * allowed exactly where the domain's loanRowMenu offers them, the same function the screen uses.
 */
import { AppError } from '../../lib/appError';
import { canRowAction, type RowMenuAction } from '@abono/domain';
import type { LoanRow } from './loanAccess';

/** 409 unless the row menu offers the action for this loan (savings first, then the status). */
export function assertRowAction(action: RowMenuAction, loan: Pick<LoanRow, 'status' | 'calculationResult'>): void {
  const view = { status: loan.status, calculation_result: loan.calculationResult };
  if (canRowAction(action, view)) return;
  throw new AppError(loan.calculationResult === 'pending' ? 'savings_not_uploaded' : 'transition_not_allowed');
}
