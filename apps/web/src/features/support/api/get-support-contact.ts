import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportOperations } from '@client-admin/contracts/support';
import { callApi } from '../../../lib/call-api';
import { supportKeys } from './query-keys';

export function getSupportContact(clientId: number, signal?: AbortSignal) {
  return callApi(supportOperations.getSupportContact, { query: { clientId }, signal });
}

export const getSupportContactQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: supportKeys.contact(clientId),
    queryFn: ({ signal }) => getSupportContact(clientId, signal),
  });

export function useSupportContact(clientId: number | null) {
  return useQuery({
    ...getSupportContactQueryOptions(clientId ?? 0),
    enabled: clientId !== null,
  });
}
