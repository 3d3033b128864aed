import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The CRM systems the client's channels may post to. */
export function getCrmTargets(clientId: number, signal?: AbortSignal) {
  return callApi(channelOperations.getCrmTargets, { params: { x: clientId }, signal });
}

export function useCrmTargets(clientId: number) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.crmTargets(clientId),
      queryFn: ({ signal }) => getCrmTargets(clientId, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
