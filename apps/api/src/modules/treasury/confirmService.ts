/**
 * Treasury's answer to a deposit (03 §3): confirm it (applied, approved, accepted or
 * error_released → confirmed, confirmedAt = now; the employee hears loan_status_change) or
 * report it failed (the same statuses → error with the comment; the company's HR hears
 * loan_confirmed_error). Bulk (spec 02 §7 PUT /treasury/confirm-loans, /report-loans-error), all
 * or nothing in one transaction: every loan is locked (lockCompanyLoans, one 404 for ids outside
 * the company), every one must allow the move (the domain's nextStatus) and, to be confirmed, be
 * owed to an employee still hired (03 §6: a dismissed employee is never paid), else 409 listing
 * the ids that may not move; then the loans, their audit rows and their notices are each one
 * statement, so 5,000 loans cost what 5 do in round trips.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  UNPAYABLE_REASONS,
  nextStatus,
  unpayableReason,
  type BulkLoanResult,
  type EmployeeStatus,
} from '@abono/domain';
import type { Db, Tx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { recordAudits } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { updateLoanStatuses, type BulkStatusOptions } from '../../core/loans/bulkStatusUpdate';
import { loadEmployeeUsers } from '../../core/loans/employeeUsers';
import { sendLoanNoticesToMany, type NoticeLoan } from '../../core/loans/notices';
import { lockCompanyLoans, type LockedLoan } from '../../core/policy/lockCompanyLoans';

export type DepositAction = 'confirm' | 'report_error';

export interface DepositOutcome {
  companyId: number;
  loanIds: readonly number[];
  /** The report's comment (required by the schema for report_error; stored as error_comment). */
  comment?: string;
}

/**
 * The payability rule's "no longer hired" (03 §6), asked without an account: its first check, and
 * the only one of its answers that depends on the status alone. An account problem does not stop
 * a confirmation (the deposit already arrived); a dismissal does.
 */
function dismissed(status: EmployeeStatus): boolean {
  return unpayableReason({ status, accountNumber: null, bank: null }, 'bank_request') === UNPAYABLE_REASONS.notHired;
}

/**
 * The locked loans whose employee record in the company is not hired (or is missing), in one
 * query. The statuses need no lock of their own: every change away from hired locks the
 * employee's loans first (lockEmployeeLoans), so while these loans are locked no dismissal can
 * commit, and one committed before the locks were granted is what this read sees. Locking the
 * employee rows here would take the two locks in the opposite order to the deactivation's.
 */
async function dismissedEmployeesLoans(tx: Tx, companyId: number, locked: readonly LockedLoan[]): Promise<number[]> {
  const rows = await tx
    .select({ id: loans.id, status: employees.status })
    .from(loans)
    .innerJoin(employees, and(eq(employees.id, loans.employeeId), eq(employees.companyId, companyId)))
    .where(
      inArray(
        loans.id,
        locked.map((loan) => loan.id),
      ),
    );
  const hired = new Set(rows.filter((row) => !dismissed(row.status)).map((row) => row.id));
  return locked.filter((loan) => !hired.has(loan.id)).map((loan) => loan.id);
}

async function moveDeposits(
  db: Db,
  actor: AuthUser,
  action: DepositAction,
  input: DepositOutcome,
  now: Date,
): Promise<BulkLoanResult> {
  const { companyId } = input;
  const comment = action === 'report_error' ? (input.comment ?? '') : null;
  return db.transaction(async (tx) => {
    const locked = await lockCompanyLoans(tx, {
      caller: actor,
      companyId,
      loanIds: input.loanIds,
      action: 'loan.disburse',
    });
    // Every id that may not move, so treasury can deselect exactly those and retry. A report stays
    // allowed for a dismissed employee's loan: it is how treasury takes it out of its list.
    const refused = new Set(locked.filter((loan) => nextStatus(action, loan.status) === null).map((loan) => loan.id));
    if (action === 'confirm') for (const id of await dismissedEmployeesLoans(tx, companyId, locked)) refused.add(id);
    const offenders = [...refused].sort((a, b) => a - b);
    if (offenders.length > 0) throw new AppError('bulk_not_allowed', { details: { loan_ids: offenders } });
    // Both actions lead to one status whatever the loan's (03 §3).
    const to = nextStatus(action, locked[0]!.status)!;
    const ids = locked.map((loan) => loan.id);
    const set: BulkStatusOptions['set'] =
      comment === null ? { confirmedAt: now, updatedAt: now } : { errorComment: comment, updatedAt: now };
    const moved = await updateLoanStatuses(tx, ids, to, { set });
    const amountOf = new Map(moved.map((row) => [row.id, row.amount]));
    await recordAudits(
      tx,
      locked.map((loan) => ({
        entityType: 'loan',
        entityId: loan.id,
        companyId,
        actorUserId: actor.id,
        action,
        fromStatus: loan.status,
        toStatus: to,
        changes: comment === null ? { bulk: true } : { bulk: true, comment },
      })),
    );
    const users = await loadEmployeeUsers(tx, locked);
    const notices: NoticeLoan[] = locked.map((loan) => ({
      id: loan.id,
      companyId,
      employeeName: loan.employeeName,
      amount: amountOf.get(loan.id) ?? loan.originalAmount,
      employeeUserId: users.get(loan.id) ?? loan.userId,
      errorComment: comment,
    }));
    await sendLoanNoticesToMany(tx, action, companyId, notices);
    return { updated: ids.length, loan_ids: ids };
  });
}

/** PUT /treasury/confirm-loans: the deposits arrived; each loan's schedule starts from `now`. */
export function confirmLoans(db: Db, actor: AuthUser, input: DepositOutcome, now: Date): Promise<BulkLoanResult> {
  return moveDeposits(db, actor, 'confirm', input, now);
}

/** PUT /treasury/report-loans-error: the deposits failed, with treasury's comment for HR. */
export function reportLoansError(db: Db, actor: AuthUser, input: DepositOutcome, now: Date): Promise<BulkLoanResult> {
  return moveDeposits(db, actor, 'report_error', input, now);
}
