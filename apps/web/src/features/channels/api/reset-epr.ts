import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** POST /api/LeadType/{clientId}/{id}/resetepr (staff). */
export function resetEpr(clientId: number, channelId: number) {
  return api(`/api/LeadType/${clientId}/${channelId}/resetepr`, { method: 'POST' });
}

export function useResetEpr(clientId: number, channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEpr(clientId, channelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.detail(channelId) }),
  });
}
