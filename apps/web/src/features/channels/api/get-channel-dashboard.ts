import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** Counts per product and the channels needing attention. */
export const getChannelDashboardQueryOptions = (clientId: number) =>
  // Under the client's prefix, so every channel save or pause refreshes the dashboard too.
  callQuery(channelKeys.dashboard(clientId), channelOperations.getChannelDashboard, {
    params: { clientId },
  });

export function useChannelDashboard(clientId: number) {
  return useQuery(getChannelDashboardQueryOptions(clientId));
}
