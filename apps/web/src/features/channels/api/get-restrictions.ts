import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** What the channel's package limits (maxSold, maxPrice). */
export const getRestrictionsQueryOptions = (channelId: number) =>
  callQuery(channelKeys.restrictions(channelId), channelOperations.getRestrictions, {
    params: { id: channelId },
  });

export function useRestrictions(channelId: number | null) {
  return useQuery({ ...getRestrictionsQueryOptions(channelId ?? 0), enabled: !!channelId });
}
