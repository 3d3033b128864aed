import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Every field of the channel, with the version an edit sends back. */
export function getChannel(channelId: number, signal?: AbortSignal) {
  return callApi(channelOperations.getChannel, { params: { id: channelId }, signal });
}

export const getChannelQueryOptions = (channelId: number) =>
  queryOptions({
    queryKey: channelKeys.detail(channelId),
    queryFn: ({ signal }) => getChannel(channelId, signal),
  });

export function useChannel(channelId: number) {
  return useQuery({ ...getChannelQueryOptions(channelId), enabled: channelId > 0 });
}
