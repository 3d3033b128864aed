import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  channelGroupOperations,
  type SaveChannelGroupRequest,
} from '@client-admin/contracts/channel-groups';
import { callApi } from '../../../lib/call-api';
import { channelGroupKeys } from './query-keys';

/** Creates a group (id 0) or renames one with its channel list; answers the group's id. */
export function saveChannelGroup(body: SaveChannelGroupRequest) {
  return callApi(channelGroupOperations.saveChannelGroup, { body });
}

export function useSaveChannelGroup(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannelGroup,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: channelGroupKeys.forClient(clientId) }),
  });
}
