import type { UnreadCountResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { syncNotificationCaches } from '../lib/pagesCache';

/** PUT /api/notifications/read-all: the unread count becomes 0; failures are only logged. */
export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation<UnreadCountResponse, unknown, void>({
    mutationFn: () => http.put<UnreadCountResponse>('/notifications/read-all'),
    onSuccess: () => syncNotificationCaches(queryClient, { readAll: true }, 0),
    onError: (error) => console.error('mark all notifications read failed', error),
  });
}
