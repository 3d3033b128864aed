import { useQuery } from '@tanstack/react-query';
import { loginOperations } from '@client-admin/contracts/logins';
import { callQuery } from '../../../lib/call-query';
import { clientKeys } from './query-keys';

export const getClientLoginsQueryOptions = (clientId: number) =>
  callQuery(clientKeys.logins(clientId), loginOperations.getClientLogins, {
    params: { id: clientId },
  });

export function useClientLogins(clientId: number) {
  return useQuery(getClientLoginsQueryOptions(clientId));
}
