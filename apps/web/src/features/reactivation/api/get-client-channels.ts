import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import { callQuery } from '../../../lib/call-query';
import { reactivationKeys } from './query-keys';

/** The client's channels for the dialog: GET /api/LeadType/client/{clientId}?noGeoMaps=true. */
export function useClientChannels(clientId: number) {
  return useQuery(
    callQuery(reactivationKeys.channels(clientId), channelOperations.listChannels, {
      params: { clientId },
      query: { noGeoMaps: true },
    }),
  );
}
