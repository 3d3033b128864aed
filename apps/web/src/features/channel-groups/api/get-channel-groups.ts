import { useQuery } from '@tanstack/react-query';
import { channelGroupOperations } from '@client-admin/contracts/channel-groups';
import { callQuery } from '../../../lib/call-query';
import { channelGroupKeys } from './query-keys';

export const getChannelGroupsQueryOptions = (clientId: number) =>
  callQuery(channelGroupKeys.forClient(clientId), channelGroupOperations.listChannelGroups, {
    params: { clientId },
  });

export function useChannelGroups(clientId: number) {
  return useQuery(getChannelGroupsQueryOptions(clientId));
}
