import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** DELETE /api/notification/{id} (204). */
export function deleteNotification(id: number): Promise<void> {
  return api<void>(`/api/notification/${id}`, { method: 'DELETE' });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
