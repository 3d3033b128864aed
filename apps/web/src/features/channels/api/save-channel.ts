import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  channelDetail,
  type ChannelDetail,
  type ChannelEditInput,
  type ChannelInput,
  type ChannelServiceTypeParam,
} from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** POST /api/leadtype/add/{serviceType}: 201 with the new channel. */
export function createChannel(serviceType: ChannelServiceTypeParam, body: ChannelInput) {
  return api<ChannelDetail>(`/api/leadtype/add/${serviceType}`, {
    method: 'POST',
    body,
    schema: channelDetail,
  });
}

/** POST /api/LeadType/edit/{serviceType}: 409 when the version read is no longer current. */
export function editChannel(
  serviceType: ChannelServiceTypeParam,
  body: ChannelEditInput,
  estimateAmount: number | null,
) {
  return api<ChannelDetail>(`/api/LeadType/edit/${serviceType}`, {
    method: 'POST',
    query: { estimateAmount: estimateAmount ?? undefined },
    body,
    schema: channelDetail,
  });
}

export function useCreateChannel(clientId: number, serviceType: ChannelServiceTypeParam) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelInput) => createChannel(serviceType, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(channelKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) });
    },
  });
}

export function useEditChannel(
  clientId: number,
  serviceType: ChannelServiceTypeParam,
  estimateAmount: number | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelEditInput) => editChannel(serviceType, body, estimateAmount),
    onSuccess: async (saved) => {
      queryClient.setQueryData(channelKeys.detail(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: channelKeys.forClient(clientId) }),
        queryClient.invalidateQueries({ queryKey: channelKeys.changes(saved.id, 'geoMaps') }),
      ]);
    },
  });
}
