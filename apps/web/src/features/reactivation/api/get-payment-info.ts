import { useQuery } from '@tanstack/react-query';
import { reactivationOperations } from '@client-admin/contracts/reactivation';
import { callQuery } from '../../../lib/call-query';
import { reactivationKeys } from './query-keys';

/** GET /api/reactivation/{clientId}/reactivation-payment-info: billing type, cards, address. */
export function usePaymentInfo(clientId: number) {
  return useQuery({
    ...callQuery(reactivationKeys.paymentInfo(clientId), reactivationOperations.getPaymentInfo, {
      params: { clientId },
    }),
    staleTime: 0,
  });
}
