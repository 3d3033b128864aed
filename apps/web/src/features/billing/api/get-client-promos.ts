import { useQuery } from '@tanstack/react-query';
import { promoOperations } from '@client-admin/contracts/billing-promos';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The promos granted to the client, newest first. */
export function useClientPromos(clientId: number) {
  return useQuery(
    callQuery(billingKeys.clientPromos(clientId), promoOperations.getClientPromos, {
      params: { id: clientId },
    }),
  );
}
