import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelSummary, type ChannelSummary } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** DELETE /api/LeadType/pause/{id}: ends a channel's temporary pause. */
export function unpauseChannel(channelId: number): Promise<ChannelSummary> {
  return api(`/api/LeadType/pause/${channelId}`, { method: 'DELETE', schema: channelSummary });
}

export function useUnpauseChannel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpauseChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
