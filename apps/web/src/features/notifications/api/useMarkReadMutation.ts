import type { UnreadCountResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { syncNotificationCaches } from '../lib/pagesCache';

/** PUT /api/notifications/{id}/read → { count }; failures are only logged (spec 01 §8). */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation<UnreadCountResponse, unknown, number>({
    mutationFn: (id) => http.put<UnreadCountResponse>(`/notifications/${id}/read`),
    onSuccess: ({ count }, id) => syncNotificationCaches(queryClient, { read: id }, count),
    onError: (error) => console.error('mark notification read failed', error),
  });
}
