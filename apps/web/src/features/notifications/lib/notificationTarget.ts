import type { NotificationItem, PageKey, SessionUser } from '@abono/domain';

/** Who opens the notification: the role decides where (spec 01 §2), the pages whether they may. */
export type NotificationViewer = Pick<SessionUser, 'role' | 'accessiblePages' | 'companies'>;

/** Where opening a notification leads, and which company to select first. */
export interface NotificationTarget {
  path: string;
  /** The notification's company: selected before navigating (null: leave the selection). */
  companyId: number | null;
}

/** Every signed-in user can open the notifications page: the fallback for anything else. */
export const NOTIFICATIONS_PATH = '/notifications';

function wantedPage(n: Pick<NotificationItem, 'resource_type' | 'resource_id'>, role: string): { path: string; page: PageKey } | null {
  const id = n.resource_id ?? null;
  if (role === 'employee') {
    // /my-credit shows the loan of the selected company; anything else (the welcome
    // notice) goes to that company's offers, never to an empty "Crédito no encontrado".
    return n.resource_type === 'loan' && id !== null ? { path: '/my-credit', page: 'loan' } : { path: '/', page: 'offers' };
  }
  if (id === null) return null;
  if (n.resource_type === 'loan') return { path: `/credits/detail/${id}`, page: 'loans' };
  if (n.resource_type === 'employee') return { path: `/employees/${id}/companies`, page: 'employees' };
  // Insurance requests are reviewed in the Seguros tab of /credits (decision 036).
  if (n.resource_type === 'insurance') return { path: '/credits?tab=insurance', page: 'loans' };
  return null;
}

/**
 * Where clicking a notification leads (spec 01 §2, issue 6 §6): nowhere for
 * loan_rejected, or for loan_approved_accepted when the user is treasury; an employee
 * goes to /my-credit; otherwise a loan resource opens its detail and an employee
 * resource its company access page. The notification's company is selected first, so
 * /my-credit shows that company's loan and not the currently selected one's. A page the
 * user cannot open, or a company they no longer reach, falls back to /notifications.
 */
export function notificationTarget(
  n: Pick<NotificationItem, 'type' | 'resource_type' | 'resource_id' | 'company_id'>,
  viewer: NotificationViewer,
): NotificationTarget | null {
  if (n.type === 'loan_rejected') return null;
  if (n.type === 'loan_approved_accepted' && viewer.role === 'treasury') return null;
  const wanted = wantedPage(n, viewer.role);
  if (!wanted) return null;
  const companyId = n.company_id ?? null;
  const reachable = companyId === null || viewer.companies.some((c) => c.id === companyId);
  if (!reachable || !viewer.accessiblePages.includes(wanted.page)) return { path: NOTIFICATIONS_PATH, companyId: null };
  return { path: wanted.path, companyId };
}
