import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { crmTarget, type CrmTarget } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const crmTargets = z.array(crmTarget);

/** GET /api/LeadType/crms/{clientId}: the CRM systems the client's channels may post to. */
export function getCrmTargets(clientId: number, signal?: AbortSignal) {
  return api<CrmTarget[]>(`/api/LeadType/crms/${clientId}`, { schema: crmTargets, signal });
}

export function useCrmTargets(clientId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...channelKeys.forClient(clientId), 'crm-targets'],
      queryFn: ({ signal }) => getCrmTargets(clientId, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
