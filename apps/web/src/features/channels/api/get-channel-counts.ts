import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** Total and active channels per product. */
export const getChannelCountsQueryOptions = (clientId: number) =>
  callQuery(channelKeys.counts(clientId), channelOperations.countChannels, {
    params: { clientId },
  });

export function useChannelCounts(clientId: number) {
  return useQuery(getChannelCountsQueryOptions(clientId));
}
