import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

export type ChannelChangeKind = 'geoMaps' | 'filters';

/** The changes of a channel's territory or subscription filters, newest first. */
export function getChannelChanges(
  channelId: number,
  kind: ChannelChangeKind,
  signal?: AbortSignal,
) {
  const parts = { params: { id: channelId }, query: {}, signal };
  return kind === 'geoMaps'
    ? callApi(channelOperations.getGeoMapChanges, parts)
    : callApi(channelOperations.getFilterChanges, parts);
}

export function useChannelChanges(channelId: number, kind: ChannelChangeKind) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.changes(channelId, kind),
      queryFn: ({ signal }) => getChannelChanges(channelId, kind, signal),
    }),
  );
}
