import { useMutation } from '@tanstack/react-query';
import {
  salesforceSyncResponse,
  type SalesforceSyncResponse,
} from '@client-admin/contracts/clients';
import { api } from '../../../lib/http';

export function syncSalesforce(clientId: number) {
  return api<SalesforceSyncResponse>(`/api/clients/salesforce/sync/${clientId}`, {
    method: 'POST',
    schema: salesforceSyncResponse,
  });
}

export function useSyncSalesforce(clientId: number) {
  return useMutation({ mutationFn: () => syncSalesforce(clientId) });
}
