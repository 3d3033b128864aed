import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The lowest cap each day and the week may be set to. */
export function getCapsMin(channelId: number, signal?: AbortSignal) {
  return callApi(channelOperations.getCapMinimums, { params: { id: channelId }, signal });
}

export function useCapsMin(channelId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.capsMin(channelId ?? 0),
      queryFn: ({ signal }) => getCapsMin(channelId ?? 0, signal),
      enabled: !!channelId,
    }),
  );
}
