import type { UnpayableLoan } from '@abono/domain';

export interface UnpayableGroup {
  /** The server's Spanish reason, the comment of the report. */
  reason: string;
  loanIds: number[];
}

/**
 * The 422's loans grouped by reason, in the order the server listed them: each group is reported
 * with its own reason as the comment, so every loan's employee and HR read why THEIR loan was
 * refused, and never another employee's reason or name (decision 072).
 */
export function unpayableGroups(loans: readonly UnpayableLoan[]): UnpayableGroup[] {
  const groups = new Map<string, number[]>();
  for (const loan of loans) {
    const ids = groups.get(loan.reason) ?? [];
    if (!ids.includes(loan.loan_id)) ids.push(loan.loan_id);
    groups.set(loan.reason, ids);
  }
  return [...groups].map(([reason, loanIds]) => ({ reason, loanIds }));
}
