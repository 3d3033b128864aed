import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Ends a channel's temporary pause. */
export function unpauseChannel(channelId: number) {
  return callApi(channelOperations.unpauseChannel, { params: { id: channelId } });
}

export function useUnpauseChannel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpauseChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
