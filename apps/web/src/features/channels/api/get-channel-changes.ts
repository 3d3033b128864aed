import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { channelChange, type ChannelChange } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const changeList = z.array(channelChange);

export type ChannelChangeKind = 'geoMaps' | 'filters';

const PATHS: Record<ChannelChangeKind, string> = {
  geoMaps: 'clientgeomapchanges',
  filters: 'getclientquotetypefilterchanges',
};

/** GET /api/leadType/{id}/clientgeomapchanges and /getclientquotetypefilterchanges, newest first. */
export function getChannelChanges(
  channelId: number,
  kind: ChannelChangeKind,
  signal?: AbortSignal,
) {
  return api<ChannelChange[]>(`/api/leadType/${channelId}/${PATHS[kind]}`, {
    schema: changeList,
    signal,
  });
}

export function useChannelChanges(channelId: number, kind: ChannelChangeKind) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.changes(channelId, kind),
      queryFn: ({ signal }) => getChannelChanges(channelId, kind, signal),
    }),
  );
}
