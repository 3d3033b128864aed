import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientOperations, type UpdateAccountRequest } from '@client-admin/contracts/clients';
import { callApi } from '../../../lib/call-api';
import { getClientQueryOptions } from '../../../lib/current-client';
import { getAccountQueryOptions } from './get-account';

export function updateAccount(clientId: number, body: UpdateAccountRequest) {
  return callApi(clientOperations.updateAccount, { params: { id: clientId }, body });
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
