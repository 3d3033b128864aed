import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations, type ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** An unsaved channel of that type with its defaults. */
export function getNewChannel(
  serviceType: ChannelServiceTypeParam,
  clientId: number,
  signal?: AbortSignal,
) {
  return callApi(channelOperations.newChannel, {
    params: { serviceType },
    query: { isSignup: false, clientId },
    signal,
  });
}

export function useNewChannel(serviceType: ChannelServiceTypeParam, clientId: number) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.draft(clientId, serviceType),
      queryFn: ({ signal }) => getNewChannel(serviceType, clientId, signal),
      // A draft is a starting point: the form keeps the one it started from.
      staleTime: Infinity,
    }),
  );
}
