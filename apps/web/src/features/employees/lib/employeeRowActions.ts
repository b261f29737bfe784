import { canEmployeeStatusAction, type EmployeeListRow } from '@abono/domain';

export type EmployeeRowAction =
  | 'edit'
  | 'deactivate'
  | 'activate'
  | 'revoke_access'
  | 'grant_access'
  | 'termination_document'
  | 'activation_code'
  | 'reset_code'
  | 'unlink_account';

/**
 * A row's actions (spec 02 "Employees list"), in menu order: Edit; Deactivate while
 * hired, otherwise Hire (activate); Revoke access while the account is active, Grant access while
 * it is inactive (both only for a user with manage_auth, 03 §5, and only when there is an
 * account); the termination document only once terminated; and an activation code while the
 * employee has no account, so they can register and link it (03 §6), else a password reset code
 * (decision 085); with manage_auth, unlinking a wrongly linked account (decision 047). The server
 * checks the same states and answers 409 when the row was stale.
 */
export function employeeRowActions(
  row: Pick<EmployeeListRow, 'status' | 'hasAccount' | 'accessActive'>,
  canManageAuth: boolean,
): EmployeeRowAction[] {
  // The domain's status rule, which the server's deactivation routes check too.
  const actions: EmployeeRowAction[] = [
    'edit',
    canEmployeeStatusAction(row.status, 'deactivate') ? 'deactivate' : 'activate',
  ];
  if (canManageAuth && row.hasAccount) actions.push(row.accessActive ? 'revoke_access' : 'grant_access');
  if (row.status === 'terminated') actions.push('termination_document');
  if (!row.hasAccount) actions.push('activation_code');
  // A password reset code for the account (decision 085); the server decides staff accounts.
  else actions.push('reset_code');
  if (canManageAuth && row.hasAccount) actions.push('unlink_account');
  return actions;
}
