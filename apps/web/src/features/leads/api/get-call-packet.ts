import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { isClientError } from '../../../lib/http';
import { leadsKeys } from './query-keys';

export const callPacketQueryOptions = (outboundCallSid: string) =>
  queryOptions({
    ...callQuery(leadsKeys.callPacket(outboundCallSid), leadsOperations.getCallPacket, {
      params: { outboundCallSid },
    }),
    retry: (count, error) => !isClientError(error) && count < 2,
  });

/** A call lead's packet by the outbound call sid of the detail URL. */
export function useCallPacket(outboundCallSid: string | null) {
  return useQuery({
    ...callPacketQueryOptions(outboundCallSid ?? ''),
    enabled: outboundCallSid !== null && outboundCallSid !== '',
  });
}
