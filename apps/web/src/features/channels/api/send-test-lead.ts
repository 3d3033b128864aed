import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Delivers a made-up lead through the channel's deliveries. */
export function sendTestLead(channelId: number) {
  return callApi(channelOperations.sendTestLead, { params: { id: channelId } });
}

export function useSendTestLead(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
