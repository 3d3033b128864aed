import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  channelOperations,
  type ChannelEditInput,
  type ChannelInput,
  type ChannelServiceTypeParam,
} from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** 201 with the new channel. */
export function createChannel(serviceType: ChannelServiceTypeParam, body: ChannelInput) {
  return callApi(channelOperations.addChannel, { params: { serviceType }, body });
}

/** 409 when the version read is no longer current. */
export function editChannel(
  serviceType: ChannelServiceTypeParam,
  body: ChannelEditInput,
  estimateAmount: number | null,
) {
  return callApi(channelOperations.editChannel, {
    params: { serviceType },
    query: { estimateAmount: estimateAmount ?? undefined },
    body,
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
