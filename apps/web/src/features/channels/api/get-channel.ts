import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** Every field of the channel, with the version an edit sends back. */
export const getChannelQueryOptions = (channelId: number) =>
  callQuery(channelKeys.detail(channelId), channelOperations.getChannel, {
    params: { id: channelId },
  });

export function useChannel(channelId: number) {
  return useQuery({ ...getChannelQueryOptions(channelId), enabled: channelId > 0 });
}
