import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelOperations, type SubscriptionFilter } from '@client-admin/contracts/channels';
import type { CallType } from '@client-admin/domain/call-types';
import { callApi } from '../../../lib/call-api';
import { usesTazFilters } from './get-subscription-filters';
import { channelKeys } from './query-keys';

/** The whole list replaces the channel's. */
export async function saveSubscriptionFilters(
  channelId: number,
  callType: CallType | null,
  filters: SubscriptionFilter[],
): Promise<void> {
  const parts = { params: { id: channelId }, body: filters };
  await (usesTazFilters(callType)
    ? callApi(channelOperations.upsertTazSubscriptionFilters, parts)
    : callApi(channelOperations.upsertSubscriptionFilters, parts));
}

export function useSaveSubscriptionFilters(channelId: number, callType: CallType | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: SubscriptionFilter[]) =>
      saveSubscriptionFilters(channelId, callType, filters),
    // All channel queries: the list shows each channel's filterList too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}
