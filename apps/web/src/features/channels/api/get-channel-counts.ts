import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelCounts, type ChannelCounts } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/client/{id}/channelcounts: total and active per product. */
export function getChannelCounts(clientId: number, signal?: AbortSignal): Promise<ChannelCounts> {
  return api(`/api/LeadType/client/${clientId}/channelcounts`, { schema: channelCounts, signal });
}

export const getChannelCountsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: channelKeys.counts(clientId),
    queryFn: ({ signal }) => getChannelCounts(clientId, signal),
  });

export function useChannelCounts(clientId: number) {
  return useQuery(getChannelCountsQueryOptions(clientId));
}
