import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelDashboard } from '@client-admin/contracts/channels';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { callWithoutSchema } from '../../../lib/call-api';
import { checkContract } from '../../../lib/contract-check';
import { channelKeys } from './query-keys';

/**
 * Counts per product and the channels needing attention. On the agent's first screen: called
 * without zod, its answer checked against the contract in development and tests (checkContract).
 */
export const getChannelDashboardQueryOptions = (clientId: number) =>
  // Under the client's prefix, so every channel save or pause refreshes the dashboard too.
  queryOptions({
    queryKey: channelKeys.dashboard(clientId),
    queryFn: async ({ signal }): Promise<ChannelDashboard> =>
      checkContract(
        await callWithoutSchema(channelCalls.getChannelDashboard, { params: { clientId }, signal }),
        () => import('@client-admin/contracts/channels').then((m) => m.channelDashboard),
      ),
  });

export function useChannelDashboard(clientId: number) {
  return useQuery(getChannelDashboardQueryOptions(clientId));
}
