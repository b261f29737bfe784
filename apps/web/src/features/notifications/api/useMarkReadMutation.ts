import type { NotificationListResponse, UnreadCountResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queryKeys';
import { http } from '../../../lib/http/httpClient';
import { applyRead } from '../lib/applyRead';

/** PUT /api/notifications/{id}/read → { count }; failures are only logged (spec 01 §8). */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation<UnreadCountResponse, unknown, number>({
    mutationFn: (id) => http.put<UnreadCountResponse>(`/notifications/${id}/read`),
    onSuccess: ({ count }, id) => {
      queryClient.setQueryData(queryKeys.notificationsCount, Math.max(0, count));
      queryClient.setQueryData<NotificationListResponse>(queryKeys.notificationsLatest, (old) => applyRead(old, id, count));
    },
    onError: (error) => console.error('mark notification read failed', error),
  });
}
