import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountDetails,
  type AccountDetails,
  type UpdateAccountRequest,
} from '@client-admin/contracts/clients';
import { api } from '../../../lib/http';
import { getClientQueryOptions } from './get-client';
import { getAccountQueryOptions } from './get-account';

export function updateAccount(clientId: number, body: UpdateAccountRequest) {
  return api<AccountDetails>(`/api/Clients/${clientId}/agent`, {
    method: 'POST',
    body,
    schema: accountDetails,
  });
}

export function useUpdateAccount(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountRequest) => updateAccount(clientId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getAccountQueryOptions(clientId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getClientQueryOptions(clientId).queryKey }),
      ]);
    },
  });
}
