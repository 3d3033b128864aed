import { useQuery } from '@tanstack/react-query';
import { billingProductOperations } from '@client-admin/contracts/billing-products';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** A client's payment terms per product. */
export function useProducts(clientId: number) {
  return useQuery(
    callQuery(billingKeys.products(clientId), billingProductOperations.getProducts, {
      params: { id: clientId },
    }),
  );
}
