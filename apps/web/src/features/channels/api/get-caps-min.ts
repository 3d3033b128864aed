import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelCapMinimums, type ChannelCapMinimums } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/{id}/caps/min: the lowest cap each day and the week may be set to. */
export function getCapsMin(channelId: number, signal?: AbortSignal) {
  return api<ChannelCapMinimums>(`/api/LeadType/${channelId}/caps/min`, {
    schema: channelCapMinimums,
    signal,
  });
}

export function useCapsMin(channelId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...channelKeys.detail(channelId ?? 0), 'caps-min'],
      queryFn: ({ signal }) => getCapsMin(channelId ?? 0, signal),
      enabled: !!channelId,
    }),
  );
}
