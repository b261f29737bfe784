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
