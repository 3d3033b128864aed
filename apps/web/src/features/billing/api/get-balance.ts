import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '@client-admin/contracts/billing';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** A client's balance of one product, in dollars. */
export const getBalanceQueryOptions = (clientId: number, productType: ProductType) =>
  callQuery(billingKeys.balance(clientId, productType), billingOperations.getBalance, {
    params: { id: clientId, productType },
  });

export function useBalance(clientId: number, productType: ProductType) {
  return useQuery(getBalanceQueryOptions(clientId, productType));
}
