import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../lib/queryKeys';
import { latestNotificationsQuery } from '../api/useLatestNotificationsQuery';

/**
 * When the polled unread count rises, something happened that the screens on show may not
 * know yet (a new loan request, an answered counter offer): the credits lists and the bell's
 * latest notices are read again (otherwise the bell announces a new request while the
 * credits list stays as it was). Only a rise counts: reading notices lowers the count and
 * changes no list, and the first reading is no news.
 */
export function useRefreshOnNewNotices(unread: number | undefined): void {
  const client = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    if (before === undefined || unread <= before) return;
    void client.invalidateQueries({ queryKey: queryKeys.creditsLists });
    void client.invalidateQueries({ queryKey: latestNotificationsQuery.queryKey });
  }, [unread, client]);
}
