import type { NotificationItem } from '@abono/domain';
import { useNavigate } from 'react-router';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useMarkReadMutation } from '../api/useMarkReadMutation';
import { notificationTarget, type NotificationViewer } from './notificationTarget';

/**
 * Opening a notification (bell and page alike): mark it read, select its company, then
 * navigate. Returns whether a navigation happened (the bell closes its popup then).
 */
export function useOpenNotification(viewer: NotificationViewer): (item: NotificationItem) => boolean {
  const navigate = useNavigate();
  const markRead = useMarkReadMutation();
  return (item) => {
    if (!item.is_read) markRead.mutate(item.id);
    const target = notificationTarget(item, viewer);
    if (!target) return false;
    if (target.companyId !== null) setSelectedCompanyId(target.companyId);
    void navigate(target.path);
    return true;
  };
}
