import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  subscriptionFiltersResponse,
  type SubscriptionFiltersResponse,
} from '@client-admin/contracts/channels';
import type { CallType } from '@client-admin/domain/call-types';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** Direct (cold) transfer call channels keep their filters in Taz (seed 001 §7 Filters). */
export const usesTazFilters = (callType: CallType | null) => callType === 'ColdTransfer';

/** GET api/LeadType/GetSubscriptionFilters/{id}/ (GetTazSubscriptionFilters for cold transfer). */
export function getSubscriptionFilters(
  channelId: number,
  callType: CallType | null,
  signal?: AbortSignal,
): Promise<SubscriptionFiltersResponse> {
  const call = usesTazFilters(callType) ? 'GetTazSubscriptionFilters' : 'GetSubscriptionFilters';
  return api(`/api/LeadType/${call}/${channelId}/`, {
    schema: subscriptionFiltersResponse,
    signal,
  });
}

export const getSubscriptionFiltersQueryOptions = (channelId: number, callType: CallType | null) =>
  queryOptions({
    queryKey: [...channelKeys.filters(channelId), callType ?? 'web'],
    queryFn: ({ signal }) => getSubscriptionFilters(channelId, callType, signal),
  });

export function useSubscriptionFilters(channelId: number, callType: CallType | null) {
  return useQuery(getSubscriptionFiltersQueryOptions(channelId, callType));
}
