import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelDetail, type ChannelDetail } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/{id}: every field of the channel, with the version an edit sends back. */
export function getChannel(channelId: number, signal?: AbortSignal) {
  return api<ChannelDetail>(`/api/LeadType/${channelId}`, { schema: channelDetail, signal });
}

export const getChannelQueryOptions = (channelId: number) =>
  queryOptions({
    queryKey: channelKeys.detail(channelId),
    queryFn: ({ signal }) => getChannel(channelId, signal),
  });

export function useChannel(channelId: number) {
  return useQuery({ ...getChannelQueryOptions(channelId), enabled: channelId > 0 });
}
