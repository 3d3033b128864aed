import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** What the channel's package limits (maxSold, maxPrice). */
export function getRestrictions(channelId: number, signal?: AbortSignal) {
  return callApi(channelOperations.getRestrictions, { params: { id: channelId }, signal });
}

export const getRestrictionsQueryOptions = (channelId: number) =>
  queryOptions({
    queryKey: channelKeys.restrictions(channelId),
    queryFn: ({ signal }) => getRestrictions(channelId, signal),
  });

export function useRestrictions(channelId: number | null) {
  return useQuery({ ...getRestrictionsQueryOptions(channelId ?? 0), enabled: !!channelId });
}
