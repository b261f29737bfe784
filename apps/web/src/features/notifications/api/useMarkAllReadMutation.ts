import type { NotificationListResponse, UnreadCountResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queryKeys';
import { http } from '../../../lib/http/httpClient';
import { applyRead } from '../lib/applyRead';

/** PUT /api/notifications/read-all: the unread count becomes 0; failures are only logged. */
export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation<UnreadCountResponse, unknown, void>({
    mutationFn: () => http.put<UnreadCountResponse>('/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.notificationsCount, 0);
      queryClient.setQueryData<NotificationListResponse>(queryKeys.notificationsLatest, (old) => applyRead(old, null, 0));
    },
    onError: (error) => console.error('mark all notifications read failed', error),
  });
}
