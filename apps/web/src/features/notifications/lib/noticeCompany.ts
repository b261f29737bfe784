import type { NotificationItem } from '@abono/domain';
import type { NotificationViewer } from './notificationTarget';

/**
 * The company a notice names (decision 053): "Tu préstamo fue aprobado" says nothing of which
 * company approved it to a person who works in two. The name shows unless the notice is about
 * the viewer's one and only company, where it would only repeat the obvious.
 */
export function noticeCompany(
  item: Pick<NotificationItem, 'company_id' | 'company_name'>,
  viewer: Pick<NotificationViewer, 'companies'>,
): string | null {
  if (item.company_name === null || item.company_id === null) return null;
  const onlyCompany = viewer.companies.length === 1 && viewer.companies[0]!.id === item.company_id;
  return onlyCompany ? null : item.company_name;
}
