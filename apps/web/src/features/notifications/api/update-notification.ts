import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notification,
  type Notification,
  type UpdateNotificationRequest,
} from '@client-admin/contracts/notifications';
import { api } from '../../../lib/http';

/** PUT /api/notification: the whole notification, with its id. */
export function updateNotification(body: UpdateNotificationRequest): Promise<Notification> {
  return api('/api/notification', { method: 'PUT', body, schema: notification });
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
