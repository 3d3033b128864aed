import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Staff only. */
export function resetEpr(clientId: number, channelId: number) {
  return callApi(channelOperations.resetEpr, { params: { clientId, x: channelId } });
}

export function useResetEpr(clientId: number, channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEpr(clientId, channelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.detail(channelId) }),
  });
}
