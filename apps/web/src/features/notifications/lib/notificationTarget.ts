import type { NotificationItem } from '@abono/domain';

/**
 * Where clicking a notification leads (spec 01 §2): nowhere for loan_rejected, or
 * for loan_approved_accepted when the user is treasury; an employee goes to
 * /my-credit; otherwise a loan resource opens its detail and an employee
 * resource its company access page.
 */
export function notificationTarget(n: Pick<NotificationItem, 'type' | 'resource_type' | 'resource_id'>, role: string): string | null {
  if (n.type === 'loan_rejected') return null;
  if (n.type === 'loan_approved_accepted' && role === 'treasury') return null;
  if (role === 'employee') return '/my-credit';
  if (n.resource_id === null || n.resource_id === undefined) return null;
  if (n.resource_type === 'loan') return `/credits/detail/${n.resource_id}`;
  if (n.resource_type === 'employee') return `/employees/${n.resource_id}/companies`;
  return null;
}
