import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginOperations } from '@client-admin/contracts/logins';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from '../../../lib/client/client-keys';

export function getClientLogins(clientId: number, signal?: AbortSignal) {
  return callApi(loginOperations.getClientLogins, { params: { id: clientId }, signal });
}

export const getClientLoginsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientKeys.logins(clientId),
    queryFn: ({ signal }) => getClientLogins(clientId, signal),
  });

export function useClientLogins(clientId: number) {
  return useQuery(getClientLoginsQueryOptions(clientId));
}
