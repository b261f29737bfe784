import { notificationsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { syncNotificationCaches } from '../lib/pagesCache';

/** DELETE /api/notifications/{id} → { count }; removing an unread one lowers the count. Failures are only logged. */
export function useDeleteNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notificationsApi.remove, { params: { id } }),
    onSuccess: ({ count }, id) => syncNotificationCaches(queryClient, { deleted: id }, count),
    onError: (error) => console.error('delete notification failed', error),
  });
}
