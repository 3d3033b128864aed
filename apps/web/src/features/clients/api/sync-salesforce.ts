import { useMutation } from '@tanstack/react-query';
import { clientOperations } from '@client-admin/contracts/clients';
import { callApi } from '../../../lib/call-api';

export function syncSalesforce(clientId: number) {
  return callApi(clientOperations.syncSalesforce, { params: { id: clientId } });
}

export function useSyncSalesforce(clientId: number) {
  return useMutation({ mutationFn: () => syncSalesforce(clientId) });
}
