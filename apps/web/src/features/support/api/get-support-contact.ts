import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  supportContactResponse,
  type SupportContactResponse,
} from '@client-admin/contracts/support';
import { api } from '../../../lib/http';

export function getSupportContact(clientId: number, signal?: AbortSignal) {
  return api<SupportContactResponse>('/api/support/contact', {
    query: { clientId },
    schema: supportContactResponse,
    signal,
  });
}

export const getSupportContactQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['support', 'contact', clientId],
    queryFn: ({ signal }) => getSupportContact(clientId, signal),
  });

export function useSupportContact(clientId: number | null) {
  return useQuery({
    ...getSupportContactQueryOptions(clientId ?? 0),
    enabled: clientId !== null,
  });
}
