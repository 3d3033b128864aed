import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelOperations, type PauseChannelRequest } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Minutes, or -1 for the rest of today. */
export function pauseChannel(body: PauseChannelRequest) {
  return callApi(channelOperations.pauseChannel, { body });
}

export function usePauseChannel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
