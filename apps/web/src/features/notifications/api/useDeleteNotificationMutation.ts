import type { UnreadCountResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { syncNotificationCaches } from '../lib/pagesCache';

/** DELETE /api/notifications/{id} → { count }; removing an unread one lowers the count. Failures are only logged. */
export function useDeleteNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation<UnreadCountResponse, unknown, number>({
    mutationFn: (id) => http.delete<UnreadCountResponse>(`/notifications/${id}`),
    onSuccess: ({ count }, id) => syncNotificationCaches(queryClient, { deleted: id }, count),
    onError: (error) => console.error('delete notification failed', error),
  });
}
