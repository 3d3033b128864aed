import { useQuery } from '@tanstack/react-query';
import { billingCardOperations } from '@client-admin/contracts/billing-cards';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** A client's active cards, primary first (the seed's no-cache parameter: always fresh). */
export function useCards(clientId: number) {
  return useQuery(
    callQuery(billingKeys.cards(clientId), billingCardOperations.getCards, {
      params: { id: clientId },
      query: { noCache: 'true' },
    }),
  );
}
