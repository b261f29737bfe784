import { notificationsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { syncNotificationCaches } from '../lib/pagesCache';

/** PUT /api/notifications/read-all: the unread count becomes 0; failures are only logged. */
export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationsApi.readAll),
    onSuccess: ({ count }) => syncNotificationCaches(queryClient, { readAll: true }, count),
    onError: (error) => console.error('mark all notifications read failed', error),
  });
}
