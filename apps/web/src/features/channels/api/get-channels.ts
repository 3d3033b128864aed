import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Every channel of the client, without geo maps; the screen pages it. */
export function getChannels(clientId: number, signal?: AbortSignal) {
  return callApi(channelOperations.listChannels, {
    params: { clientId },
    query: { noGeoMaps: true },
    signal,
  });
}

export const getChannelsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: channelKeys.list(clientId),
    queryFn: ({ signal }) => getChannels(clientId, signal),
  });

export function useChannels(clientId: number) {
  return useQuery(getChannelsQueryOptions(clientId));
}
