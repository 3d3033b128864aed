import { useMutation } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callApi } from '../../../lib/call-api';
import { toLutChannel, type DraftChannel } from '../utils/draft-channel';

export interface CreateLutChannels {
  drafts: readonly DraftChannel[];
  upsellRep: string | null;
  upsellPromo: string | null;
}

/** POST /api/territory/createLutChannels: creates the drafted channels (201). */
export function useCreateLutChannels(clientId: number) {
  return useMutation({
    mutationFn: ({ drafts, upsellRep, upsellPromo }: CreateLutChannels) =>
      callApi(territoryOperations.createLutChannels, {
        body: { clientId, channels: drafts.map(toLutChannel), upsellRep, upsellPromo },
      }),
  });
}
