import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelGroupOperations } from '@client-admin/contracts/channel-groups';
import { callApi } from '../../../lib/call-api';
import { channelGroupKeys } from './query-keys';

export function getChannelGroups(clientId: number, signal?: AbortSignal) {
  return callApi(channelGroupOperations.listChannelGroups, { params: { clientId }, signal });
}

export const getChannelGroupsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: channelGroupKeys.forClient(clientId),
    queryFn: ({ signal }) => getChannelGroups(clientId, signal),
  });

export function useChannelGroups(clientId: number) {
  return useQuery(getChannelGroupsQueryOptions(clientId));
}
