import { useQuery } from '@tanstack/react-query';
import { channelOperations, type ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** An unsaved channel of that type with its defaults. */
export function useNewChannel(serviceType: ChannelServiceTypeParam, clientId: number) {
  return useQuery({
    ...callQuery(channelKeys.draft(clientId, serviceType), channelOperations.newChannel, {
      params: { serviceType },
      query: { isSignup: false, clientId },
    }),
    // A draft is a starting point: the form keeps the one it started from.
    staleTime: Infinity,
  });
}
