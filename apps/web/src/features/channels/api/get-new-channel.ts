import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  channelDetail,
  type ChannelDetail,
  type ChannelServiceTypeParam,
} from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/new/{serviceType}: an unsaved channel of that type with its defaults. */
export function getNewChannel(
  serviceType: ChannelServiceTypeParam,
  clientId: number,
  signal?: AbortSignal,
) {
  return api<ChannelDetail>(`/api/LeadType/new/${serviceType}`, {
    query: { isSignup: false, clientId },
    schema: channelDetail,
    signal,
  });
}

export function useNewChannel(serviceType: ChannelServiceTypeParam, clientId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...channelKeys.forClient(clientId), 'new', serviceType],
      queryFn: ({ signal }) => getNewChannel(serviceType, clientId, signal),
      // A draft is a starting point: the form keeps the one it started from.
      staleTime: Infinity,
    }),
  );
}
