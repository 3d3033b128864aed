import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import type { CallType } from '@client-admin/domain/call-types';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** Direct (cold) transfer call channels keep their filters in Taz (seed 001 §7 Filters). */
export const usesTazFilters = (callType: CallType | null) => callType === 'ColdTransfer';

/** The channel's subscription filters and the filter types it may add. */
export const getSubscriptionFiltersQueryOptions = (channelId: number, callType: CallType | null) =>
  callQuery(
    channelKeys.filtersFor(channelId, callType ?? 'web'),
    usesTazFilters(callType)
      ? channelOperations.getTazSubscriptionFilters
      : channelOperations.getSubscriptionFilters,
    { params: { id: channelId } },
  );

export function useSubscriptionFilters(channelId: number, callType: CallType | null) {
  return useQuery(getSubscriptionFiltersQueryOptions(channelId, callType));
}
