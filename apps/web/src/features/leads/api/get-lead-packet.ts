import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { isClientError } from '../../../lib/http';
import { leadsKeys } from './query-keys';

export const leadPacketQueryOptions = (sessionId: number) =>
  queryOptions({
    ...callQuery(leadsKeys.packet(sessionId), leadsOperations.getLeadPacket, {
      params: { sessionId },
    }),
    retry: (count, error) => !isClientError(error) && count < 2,
  });

/** A lead's packet by its session id (web leads, and call leads without a sid). */
export function useLeadPacket(sessionId: number | null) {
  return useQuery({
    ...leadPacketQueryOptions(sessionId ?? 0),
    enabled: sessionId !== null && sessionId > 0,
  });
}
