import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingMoneyOperations } from '@client-admin/contracts/billing-money';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The promos a PROMO transaction may apply; they change only with a deploy. */
export const getPromosQueryOptions = () =>
  queryOptions({
    ...callQuery(billingKeys.promos(), billingMoneyOperations.getPromos, {}),
    staleTime: Infinity,
  });

export function usePromos(enabled: boolean) {
  return useQuery({ ...getPromosQueryOptions(), enabled });
}
