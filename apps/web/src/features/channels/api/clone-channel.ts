import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelOperations, type CloneChannelRequest } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Copies the channel and answers the new one. */
export function cloneChannel(body: CloneChannelRequest) {
  return callApi(channelOperations.cloneChannel, { body });
}

export function useCloneChannel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
