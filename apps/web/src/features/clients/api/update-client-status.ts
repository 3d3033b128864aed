import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientOperations,
  type AccountDetails,
  type Client,
  type ClientStatusResponse,
} from '@client-admin/contracts/clients';
import { clientStatusLabel } from '@client-admin/domain/client-status';
import { callApi } from '../../../lib/call-api';
import { getClientQueryOptions } from '../../../lib/current-client';
import { getAccountQueryOptions } from './get-account';

export function updateClientStatus(clientId: number, status: string) {
  return callApi(clientOperations.changeStatus, { params: { id: clientId, status } });
}

interface Snapshot {
  client: Client | undefined;
  account: AccountDetails | undefined;
}

/** Seed 000 §4: the new status shows at once and is put back if the server does not accept it. */
export function useUpdateClientStatus(clientId: number) {
  const queryClient = useQueryClient();
  const clientKey = getClientQueryOptions(clientId).queryKey;
  const accountKey = getAccountQueryOptions(clientId).queryKey;

  return useMutation<ClientStatusResponse, Error, string, Snapshot>({
    mutationFn: (status) => updateClientStatus(clientId, status),
    onMutate: async (status) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: clientKey }),
        queryClient.cancelQueries({ queryKey: accountKey }),
      ]);
      const snapshot: Snapshot = {
        client: queryClient.getQueryData(clientKey),
        account: queryClient.getQueryData(accountKey),
      };
      queryClient.setQueryData<Client>(clientKey, (old) =>
        old
          ? { ...old, status, statusLabel: old.statusMap[status] ?? clientStatusLabel(status) }
          : old,
      );
      queryClient.setQueryData<AccountDetails>(accountKey, (old) =>
        old ? { ...old, status } : old,
      );
      return snapshot;
    },
    onError: (_error, _status, snapshot) => {
      queryClient.setQueryData(clientKey, snapshot?.client);
      queryClient.setQueryData(accountKey, snapshot?.account);
    },
    onSuccess: (reply) => {
      queryClient.setQueryData<Client>(clientKey, (old) =>
        old ? { ...old, status: reply.status, statusLabel: reply.statusLabel } : old,
      );
      queryClient.setQueryData<AccountDetails>(accountKey, (old) =>
        old ? { ...old, status: reply.status } : old,
      );
    },
  });
}
