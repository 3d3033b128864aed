import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionFilter } from '@client-admin/contracts/channels';
import type { CallType } from '@client-admin/domain/call-types';
import { api } from '../../../lib/http';
import { usesTazFilters } from './get-subscription-filters';
import { channelKeys } from './query-keys';

/** POST api/LeadType/UpsertSubscriptionFilter/{id} (or the Taz one): the whole list. */
export async function saveSubscriptionFilters(
  channelId: number,
  callType: CallType | null,
  filters: SubscriptionFilter[],
): Promise<void> {
  const call = usesTazFilters(callType)
    ? 'UpsertTazSubscriptionFilter'
    : 'UpsertSubscriptionFilter';
  await api(`/api/LeadType/${call}/${channelId}`, { method: 'POST', body: filters });
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
