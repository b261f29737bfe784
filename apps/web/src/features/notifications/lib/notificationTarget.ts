import { noticeAudience, type NotificationItem, type PageKey, type SessionUser } from '@abono/domain';

/**
 * Who opens the notification. Only what the reader may open counts (its pages and companies),
 * never the name of its role: a custom role, or a renamed one, is treated by what it grants.
 */
export type NotificationViewer = Pick<SessionUser, 'accessiblePages' | 'companies'>;

/** Where opening a notification leads, and which company to select first. */
export interface NotificationTarget {
  path: string;
  /** The notification's company: selected before navigating (null: leave the selection). */
  companyId: number | null;
}

/** Every signed-in user can open the notifications page: the fallback for anything else. */
export const NOTIFICATIONS_PATH = '/notifications';

/** Treasury's terminated-employees tab (features/treasury: the tab lives in the URL). */
export const TERMINATED_EMPLOYEES_PATH = '/treasury?tab=terminated';

function wantedPage(
  n: Pick<NotificationItem, 'type' | 'resource_type' | 'resource_id'>,
  viewer: NotificationViewer,
): { path: string; page: PageKey } | null {
  const id = n.resource_id ?? null;
  if (noticeAudience(n.type) === 'subject') {
    // A notice about the reader's own request opens the reader's own pages. /my-credit shows
    // the loan of the selected company; anything else (the welcome notice) goes to that
    // company's offers, never to an empty "Crédito no encontrado".
    return n.resource_type === 'loan' && id !== null
      ? { path: '/my-credit', page: 'loan' }
      : { path: '/', page: 'offers' };
  }
  // A termination is for treasury, who settles the debt from its terminated-employees tab; a
  // reader without treasury's page (HR, through a custom role) opens the employee instead.
  if (n.type === 'employee_terminated' && viewer.accessiblePages.includes('treasury'))
    return { path: TERMINATED_EMPLOYEES_PATH, page: 'treasury' };
  if (id === null) return null;
  if (n.resource_type === 'loan') return { path: `/credits/detail/${id}`, page: 'loans' };
  if (n.resource_type === 'employee') return { path: `/employees/${id}/companies`, page: 'employees' };
  // Insurance requests are reviewed in the Seguros tab of /credits (decision 036).
  if (n.resource_type === 'insurance') return { path: '/credits?tab=insurance', page: 'loans' };
  return null;
}

/**
 * Where clicking a notification leads (spec 01 §2 "Notifications page", read by permission:
 * the notification catalog says whom each type is for, the reader's pages say where it may go).
 * Nowhere for loan_rejected. A notice about the reader's own request leads to /my-credit (or
 * the offers); a staff notice opens its loan's detail or its employee's company access page,
 * and a termination opens treasury's terminated-employees tab for a reader who has it.
 * The spec's "no navigation for loan_approved when the role is treasury": that notice goes to
 * holders of manage_treasury, whose pages have no loan detail, so a reader who cannot open the
 * credits stays put, while one who can (an admin) opens the loan. The notification's company
 * is selected first, so /my-credit shows that company's loan. A page the reader cannot open,
 * or a company they no longer reach, falls back to /notifications.
 */
export function notificationTarget(
  n: Pick<NotificationItem, 'type' | 'resource_type' | 'resource_id' | 'company_id'>,
  viewer: NotificationViewer,
): NotificationTarget | null {
  // A security notice about the account (a password changed) has no page to open.
  if (n.type === 'loan_rejected' || n.type === 'account_security') return null;
  const wanted = wantedPage(n, viewer);
  if (!wanted) return null;
  const canOpen = viewer.accessiblePages.includes(wanted.page);
  if (n.type === 'loan_approved_accepted' && !canOpen) return null;
  const companyId = n.company_id ?? null;
  const reachable = companyId === null || viewer.companies.some((c) => c.id === companyId);
  if (!reachable || !canOpen) return { path: NOTIFICATIONS_PATH, companyId: null };
  return { path: wanted.path, companyId };
}
