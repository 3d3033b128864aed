import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelRestrictions, type ChannelRestrictions } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/{id}/restrictions: what the channel's package limits (maxSold, maxPrice). */
export function getRestrictions(channelId: number, signal?: AbortSignal) {
  return api<ChannelRestrictions>(`/api/LeadType/${channelId}/restrictions`, {
    schema: channelRestrictions,
    signal,
  });
}

export const getRestrictionsQueryOptions = (channelId: number) =>
  queryOptions({
    queryKey: [...channelKeys.detail(channelId), 'restrictions'],
    queryFn: ({ signal }) => getRestrictions(channelId, signal),
  });

export function useRestrictions(channelId: number | null) {
  return useQuery({ ...getRestrictionsQueryOptions(channelId ?? 0), enabled: !!channelId });
}
