import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  channelSummary,
  type ChannelSummary,
  type PauseChannelRequest,
} from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** POST /api/LeadType/pause: minutes, or -1 for the rest of today. */
export function pauseChannel(body: PauseChannelRequest): Promise<ChannelSummary> {
  return api('/api/LeadType/pause', { method: 'POST', body, schema: channelSummary });
}

export function usePauseChannel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
