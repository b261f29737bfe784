import { notificationsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { syncNotificationCaches } from '../lib/pagesCache';

/** PUT /api/notifications/{id}/read → { count }; failures are only logged (spec 01 §8). */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notificationsApi.read, { params: { id } }),
    onSuccess: ({ count }, id) => syncNotificationCaches(queryClient, { read: id }, count),
    onError: (error) => console.error('mark notification read failed', error),
  });
}
