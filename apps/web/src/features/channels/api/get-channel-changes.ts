import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

export type ChannelChangeKind = 'geoMaps' | 'filters';

/** The changes of a channel's territory or subscription filters, newest first. */
export function useChannelChanges(channelId: number, kind: ChannelChangeKind) {
  const operation =
    kind === 'geoMaps' ? channelOperations.getGeoMapChanges : channelOperations.getFilterChanges;
  return useQuery(
    callQuery(channelKeys.changes(channelId, kind), operation, {
      params: { id: channelId },
      query: {},
    }),
  );
}
