import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import type { CallType } from '@client-admin/domain/call-types';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** Direct (cold) transfer call channels keep their filters in Taz (seed 001 §7 Filters). */
export const usesTazFilters = (callType: CallType | null) => callType === 'ColdTransfer';

/** The channel's subscription filters and the filter types it may add. */
export function getSubscriptionFilters(
  channelId: number,
  callType: CallType | null,
  signal?: AbortSignal,
) {
  const parts = { params: { id: channelId }, signal };
  return usesTazFilters(callType)
    ? callApi(channelOperations.getTazSubscriptionFilters, parts)
    : callApi(channelOperations.getSubscriptionFilters, parts);
}

export const getSubscriptionFiltersQueryOptions = (channelId: number, callType: CallType | null) =>
  queryOptions({
    queryKey: channelKeys.filtersFor(channelId, callType ?? 'web'),
    queryFn: ({ signal }) => getSubscriptionFilters(channelId, callType, signal),
  });

export function useSubscriptionFilters(channelId: number, callType: CallType | null) {
  return useQuery(getSubscriptionFiltersQueryOptions(channelId, callType));
}
