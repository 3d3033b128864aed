import { useQuery } from '@tanstack/react-query';
import { billingCardOperations } from '@client-admin/contracts/billing-cards';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The card vault's keys and the script the browser loads to tokenize a card. */
export function useAuthnet() {
  return useQuery({
    ...callQuery(billingKeys.authnet(), billingCardOperations.getAuthnet, {}),
    staleTime: Infinity,
  });
}
