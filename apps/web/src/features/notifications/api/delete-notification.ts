import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationOperations } from '@client-admin/contracts/notifications';
import { callApi } from '../../../lib/call-api';
import { notificationKeys } from './query-keys';

export function deleteNotification(id: number) {
  return callApi(notificationOperations.deleteNotification, { params: { id } });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
