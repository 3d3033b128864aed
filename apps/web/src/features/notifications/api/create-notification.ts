import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notification,
  type CreateNotificationRequest,
  type Notification,
} from '@client-admin/contracts/notifications';
import { api } from '../../../lib/http';

/** POST /api/notification (201). */
export function createNotification(body: CreateNotificationRequest): Promise<Notification> {
  return api('/api/notification', { method: 'POST', body, schema: notification });
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
