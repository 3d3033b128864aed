import { useQuery } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { toLutChannel, type DraftChannel } from '../utils/draft-channel';
import { territoryKeys } from './query-keys';

/** POST /api/territory/estimatedChannel: each drafted channel's estimate and the total. */
export function useChannelsEstimate(clientId: number, drafts: readonly DraftChannel[]) {
  const channels = drafts.map(toLutChannel);
  return useQuery({
    ...callQuery(
      territoryKeys.channelsEstimate(clientId, channels),
      territoryOperations.estimateChannels,
      {
        body: { clientId, channels },
      },
    ),
    enabled: drafts.length > 0,
  });
}
