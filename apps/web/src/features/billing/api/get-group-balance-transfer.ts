import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '@client-admin/contracts/billing';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** One group balance transfer: who sent it, who received it. Kept under the client shown. */
export const getGroupBalanceTransferQueryOptions = (clientId: number, transferId: number) =>
  callQuery(
    billingKeys.groupTransfer(clientId, transferId),
    billingOperations.getGroupBalanceTransfer,
    {
      params: { id: transferId },
    },
  );

export function useGroupBalanceTransfer(clientId: number, transferId: number) {
  return useQuery(getGroupBalanceTransferQueryOptions(clientId, transferId));
}
