import { useQuery } from '@tanstack/react-query';
import { leadFlowOperations } from '@client-admin/contracts/lead-flow';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/{id}/diagnostics: the leads the channel missed lately, and why. */
export function useChannelDiagnostics(channelId: number) {
  return useQuery(
    callQuery(channelKeys.diagnostics(channelId), leadFlowOperations.channelDiagnostics, {
      params: { id: channelId },
      query: { count: 20 },
    }),
  );
}
