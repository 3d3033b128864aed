import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingProductOperations,
  type UpdateProductsRequest,
} from '@client-admin/contracts/billing-products';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './query-keys';

export const updateProducts = (clientId: number, body: UpdateProductsRequest) =>
  callApi(billingProductOperations.updateProducts, { params: { id: clientId }, body });

/** Staff: sets the payment terms of the client's products; the answer is the new terms. */
export function useUpdateProducts(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductsRequest) => updateProducts(clientId, body),
    onSuccess: (products) => queryClient.setQueryData(billingKeys.products(clientId), products),
  });
}
