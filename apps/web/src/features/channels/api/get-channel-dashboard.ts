import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Counts per product and the channels needing attention. */
export function getChannelDashboard(clientId: number, signal?: AbortSignal) {
  return callApi(channelOperations.getChannelDashboard, { params: { clientId }, signal });
}

export const getChannelDashboardQueryOptions = (clientId: number) =>
  queryOptions({
    // Under the client's prefix, so every channel save or pause refreshes the dashboard too.
    queryKey: channelKeys.dashboard(clientId),
    queryFn: ({ signal }) => getChannelDashboard(clientId, signal),
  });

export function useChannelDashboard(clientId: number) {
  return useQuery(getChannelDashboardQueryOptions(clientId));
}
