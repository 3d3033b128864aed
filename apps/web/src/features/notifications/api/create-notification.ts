import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationOperations,
  type CreateNotificationRequest,
} from '@client-admin/contracts/notifications';
import { callApi } from '../../../lib/call-api';
import { notificationKeys } from './query-keys';

export function createNotification(body: CreateNotificationRequest) {
  return callApi(notificationOperations.createNotification, { body });
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
