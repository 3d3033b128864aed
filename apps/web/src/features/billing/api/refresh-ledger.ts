import type { QueryClient } from '@tanstack/react-query';
import { billingKeys } from './query-keys';

/** After money moved: the client's balances, transactions and group transfers are read again. */
export function refreshLedger(queryClient: QueryClient, clientId: number) {
  return queryClient.invalidateQueries({ queryKey: billingKeys.forClient(clientId) });
}
