import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** Every channel of the client, without geo maps; the screen pages it. */
export const getChannelsQueryOptions = (clientId: number) =>
  callQuery(channelKeys.list(clientId), channelOperations.listChannels, {
    params: { clientId },
    query: { noGeoMaps: true },
  });

export function useChannels(clientId: number) {
  return useQuery(getChannelsQueryOptions(clientId));
}
