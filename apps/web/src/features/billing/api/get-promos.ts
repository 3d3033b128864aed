import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingMoneyOperations } from '@client-admin/contracts/billing-money';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** Every promo: the built-in ones, then those staff defined (decision 0081). */
export const getPromosQueryOptions = () =>
  queryOptions(callQuery(billingKeys.promos(), billingMoneyOperations.getPromos, {}));

export function usePromos(enabled = true) {
  return useQuery({ ...getPromosQueryOptions(), enabled });
}
