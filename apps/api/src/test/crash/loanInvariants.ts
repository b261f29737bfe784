/**
 * What no crash may leave behind in the loans (03 §3): a status the transition table cannot reach
 * from `pending`, columns that disagree with the status, or an audit trail that disagrees with
 * the loan (a move written without its audit row, or the other way round).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  APPLY_STATUS,
  LOAN_ACTIONS,
  LOAN_TRANSITIONS,
  activeFlagFor,
  nextStatus,
  type LoanAction,
  type LoanStatus,
} from '@abono/domain';
import type { Db } from '../../db/client';
import { auditLog, loans } from '../../db/schema';

/** Every status some sequence of allowed moves reaches from a new application. */
export function reachableStatuses(): Set<LoanStatus> {
  const reached = new Set<LoanStatus>([APPLY_STATUS]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of Object.values(LOAN_TRANSITIONS)) {
      if (t.from.some((s) => reached.has(s)) && !reached.has(t.to)) {
        reached.add(t.to);
        grew = true;
      }
    }
  }
  return reached;
}

/** The column each status implies is set (the move that leads there writes it). */
const STAMP_OF: Partial<Record<LoanStatus, keyof typeof loans.$inferSelect>> = {
  applied: 'appliedAt',
  confirmed: 'confirmedAt',
  employee_notified: 'employeeNotifiedAt',
  error_released: 'errorReleasedAt',
  counter_offered: 'counterOffer',
};

/** Every broken rule, one line each (empty when the loans are sound). */
export async function loanInvariantViolations(db: Db): Promise<string[]> {
  const reachable = reachableStatuses();
  const rows = await db.select().from(loans).orderBy(asc(loans.id));
  const problems: string[] = [];
  for (const loan of rows) {
    if (!reachable.has(loan.status)) problems.push(`loan ${loan.id}: unreachable status ${loan.status}`);
    if (loan.isActive !== activeFlagFor(loan.status))
      problems.push(`loan ${loan.id}: is_active ${loan.isActive} with status ${loan.status}`);
    const stamp = STAMP_OF[loan.status];
    if (stamp && loan[stamp] === null) problems.push(`loan ${loan.id}: ${loan.status} without ${stamp}`);
  }
  const ids = rows.map((l) => l.id);
  if (ids.length === 0) return problems;
  const trail = await db
    .select({
      entityId: auditLog.entityId,
      action: auditLog.action,
      from: auditLog.fromStatus,
      to: auditLog.toStatus,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'loan'), inArray(auditLog.entityId, ids)))
    .orderBy(asc(auditLog.id));
  const statusOf = new Map(rows.map((l) => [l.id, l.status]));
  const lastMove = new Map<number, LoanStatus>();
  for (const row of trail) {
    if (!statusOf.has(row.entityId) || row.to === null) continue;
    if (!(LOAN_ACTIONS as readonly string[]).includes(row.action)) continue;
    const action = row.action as LoanAction;
    const allowed = nextStatus(action, (row.from as LoanStatus | null) ?? null);
    if (allowed !== row.to) problems.push(`loan ${row.entityId}: audit ${action} ${row.from} → ${row.to} not allowed`);
    lastMove.set(row.entityId, row.to as LoanStatus);
  }
  for (const [id, to] of lastMove) {
    if (statusOf.get(id) !== to) problems.push(`loan ${id}: status ${statusOf.get(id)} but its last audit says ${to}`);
  }
  return problems;
}
