import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelDashboard, type ChannelDashboard } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/dashboard/{clientId}: counts per product and the channels needing attention. */
export function getChannelDashboard(
  clientId: number,
  signal?: AbortSignal,
): Promise<ChannelDashboard> {
  return api(`/api/LeadType/dashboard/${clientId}`, { schema: channelDashboard, signal });
}

export const getChannelDashboardQueryOptions = (clientId: number) =>
  queryOptions({
    // Under the client's prefix, so every channel save or pause refreshes the dashboard too.
    queryKey: [...channelKeys.forClient(clientId), 'dashboard'] as const,
    queryFn: ({ signal }) => getChannelDashboard(clientId, signal),
  });

export function useChannelDashboard(clientId: number) {
  return useQuery(getChannelDashboardQueryOptions(clientId));
}
