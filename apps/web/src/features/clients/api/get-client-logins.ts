import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginOperations } from '@client-admin/contracts/logins';
import { callApi } from '../../../lib/call-api';

export function getClientLogins(clientId: number, signal?: AbortSignal) {
  return callApi(loginOperations.getClientLogins, { params: { id: clientId }, signal });
}

export const getClientLoginsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', clientId, 'logins'],
    queryFn: ({ signal }) => getClientLogins(clientId, signal),
  });

export function useClientLogins(clientId: number) {
  return useQuery(getClientLoginsQueryOptions(clientId));
}
