import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationOperations,
  type UpdateNotificationRequest,
} from '@client-admin/contracts/notifications';
import { callApi } from '../../../lib/call-api';
import { notificationKeys } from './query-keys';

/** The whole notification, with its id. */
export function updateNotification(body: UpdateNotificationRequest) {
  return callApi(notificationOperations.updateNotification, { body });
}

export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
