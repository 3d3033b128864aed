import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Total and active channels per product. */
export function getChannelCounts(clientId: number, signal?: AbortSignal) {
  return callApi(channelOperations.countChannels, { params: { clientId }, signal });
}

export const getChannelCountsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: channelKeys.counts(clientId),
    queryFn: ({ signal }) => getChannelCounts(clientId, signal),
  });

export function useChannelCounts(clientId: number) {
  return useQuery(getChannelCountsQueryOptions(clientId));
}
