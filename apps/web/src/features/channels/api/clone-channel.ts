import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelSummary, type CloneChannelRequest } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** What the screen needs of the new channel, whichever channel shape the API answers. */
const clonedChannel = channelSummary.pick({ id: true, name: true, customName: true });

/** POST /api/LeadType/clone: copies the channel and answers the new one. */
export function cloneChannel(body: CloneChannelRequest) {
  return api('/api/LeadType/clone', { method: 'POST', body, schema: clonedChannel });
}

export function useCloneChannel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
