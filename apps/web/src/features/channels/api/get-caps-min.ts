import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The lowest cap each day and the week may be set to. */
export function useCapsMin(channelId: number | null) {
  return useQuery({
    ...callQuery(channelKeys.capsMin(channelId ?? 0), channelOperations.getCapMinimums, {
      params: { id: channelId ?? 0 },
    }),
    enabled: !!channelId,
  });
}
