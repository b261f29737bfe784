import { notificationsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { queryKeys } from '../../../lib/queryKeys';

export const POPUP_LIMIT = 10;

/** The latest 10 notifications, read and unread, for the bell popup. */
export const latestNotificationsQuery = queryOptions({
  queryKey: [...queryKeys.notifications, 'latest'],
  queryFn: ({ signal }) =>
    call(notificationsApi.list, { query: { limit: POPUP_LIMIT, offset: 0, include_read: true } }, { signal }),
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useLatestNotificationsQuery(enabled: boolean) {
  return useQuery({ ...latestNotificationsQuery, enabled });
}
