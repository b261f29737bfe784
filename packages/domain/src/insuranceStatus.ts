/**
 * Insurance request statuses and the allowed transitions, the same shape as the loans'
 * (loanStatus.ts): the employee applies (pending), HR approves or rejects a pending request
 * (docs/spec/02-back-office.md, decision 036). The server asks `nextInsuranceStatus` to answer
 * 409, the back office asks it which actions to offer on a row.
 */
import type { InsuranceStatus } from './catalog';

/** What HR may do to a request: the two decision routes, PUT /loans/insurance/{id}/{decision}. */
export const INSURANCE_DECISIONS = ['approve', 'reject'] as const;
export type InsuranceDecisionAction = (typeof INSURANCE_DECISIONS)[number];

export const INSURANCE_ACTIONS = ['apply', ...INSURANCE_DECISIONS] as const;
export type InsuranceAction = (typeof INSURANCE_ACTIONS)[number];

interface InsuranceTransition {
  from: readonly InsuranceStatus[];
  to: InsuranceStatus;
}

/** The whole transition map; `apply` starts from no request at all. */
export const INSURANCE_TRANSITIONS: Record<InsuranceDecisionAction, InsuranceTransition> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
};

export const INSURANCE_APPLY_STATUS: InsuranceStatus = 'pending';

/** The status action A leads a request in status S to, or null when the move is not allowed. */
export function nextInsuranceStatus(action: InsuranceAction, from: InsuranceStatus | null): InsuranceStatus | null {
  if (action === 'apply') return from === null ? INSURANCE_APPLY_STATUS : null;
  const t = INSURANCE_TRANSITIONS[action];
  return from !== null && t.from.includes(from) ? t.to : null;
}

/** The decisions HR may take on a request in status S (the row's buttons), in display order. */
export function insuranceDecisionsFor(from: InsuranceStatus): InsuranceDecisionAction[] {
  return INSURANCE_DECISIONS.filter((action) => nextInsuranceStatus(action, from) !== null);
}
