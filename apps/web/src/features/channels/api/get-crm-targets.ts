import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The CRM systems the client's channels may post to. */
export function useCrmTargets(clientId: number) {
  return useQuery({
    ...callQuery(channelKeys.crmTargets(clientId), channelOperations.getCrmTargets, {
      params: { x: clientId },
    }),
    staleTime: 10 * 60_000,
  });
}
