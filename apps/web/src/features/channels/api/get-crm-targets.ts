import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The CRM systems the client's channels may post to; none before there is a client. */
export function useCrmTargets(clientId: number | null) {
  return useQuery({
    ...callQuery(channelKeys.crmTargets(clientId ?? 0), channelOperations.getCrmTargets, {
      params: { x: clientId ?? 0 },
    }),
    enabled: clientId !== null,
    staleTime: 10 * 60_000,
  });
}
