import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelGroupOperations } from '@client-admin/contracts/channel-groups';
import { callApi } from '../../../lib/call-api';
import { channelGroupKeys } from './query-keys';

export function deleteChannelGroup(groupId: number) {
  return callApi(channelGroupOperations.deleteChannelGroup, { params: { groupId } });
}

export function useDeleteChannelGroup(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannelGroup,
    onSuccess: (_answer, groupId) => {
      queryClient.removeQueries({ queryKey: channelGroupKeys.schedule(groupId) });
      return queryClient.invalidateQueries({ queryKey: channelGroupKeys.forClient(clientId) });
    },
  });
}
