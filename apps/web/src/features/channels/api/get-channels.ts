import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { channelSummary, type ChannelSummary } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const channelList = z.array(channelSummary);

/** GET /api/LeadType/client/{clientId}?noGeoMaps=true: every channel; the screen pages it. */
export function getChannels(clientId: number, signal?: AbortSignal): Promise<ChannelSummary[]> {
  return api(`/api/LeadType/client/${clientId}`, {
    query: { noGeoMaps: true },
    schema: channelList,
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
