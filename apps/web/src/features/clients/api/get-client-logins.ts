import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientLoginsResponse, type ClientLogin } from '@client-admin/contracts/logins';
import { api } from '../../../lib/http';

export function getClientLogins(clientId: number, signal?: AbortSignal) {
  return api<ClientLogin[]>(`/api/login/${clientId}/logins`, {
    schema: clientLoginsResponse,
    signal,
  });
}

export const getClientLoginsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', clientId, 'logins'],
    queryFn: ({ signal }) => getClientLogins(clientId, signal),
  });

export function useClientLogins(clientId: number) {
  return useQuery(getClientLoginsQueryOptions(clientId));
}
