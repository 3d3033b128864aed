import { useQuery } from '@tanstack/react-query';
import { supportOperations } from '@client-admin/contracts/support';
import { callQuery } from '../../../lib/call-query';
import { supportKeys } from './query-keys';

export const getSupportContactQueryOptions = (clientId: number) =>
  callQuery(supportKeys.contact(clientId), supportOperations.getSupportContact, {
    query: { clientId },
  });

export function useSupportContact(clientId: number | null) {
  return useQuery({
    ...getSupportContactQueryOptions(clientId ?? 0),
    enabled: clientId !== null,
  });
}
