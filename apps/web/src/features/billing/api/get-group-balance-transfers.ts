import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '@client-admin/contracts/billing';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The group balance transfers the client sent or received, newest first. */
export const getGroupBalanceTransfersQueryOptions = (clientId: number) =>
  callQuery(billingKeys.groupTransfers(clientId), billingOperations.getGroupBalanceTransfers, {
    params: { id: clientId },
  });

export function useGroupBalanceTransfers(clientId: number) {
  return useQuery(getGroupBalanceTransfersQueryOptions(clientId));
}
