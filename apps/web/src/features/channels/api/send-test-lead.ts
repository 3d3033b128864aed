import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testLeadResponse, type TestLeadResponse } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** POST api/leadType/{id}/testLead: delivers a made-up lead through the channel's deliveries. */
export function sendTestLead(channelId: number): Promise<TestLeadResponse> {
  return api(`/api/leadType/${channelId}/testLead`, { method: 'POST', schema: testLeadResponse });
}

export function useSendTestLead(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
  });
}
