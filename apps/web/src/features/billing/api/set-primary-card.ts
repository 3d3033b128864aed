import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingCardOperations } from '@client-admin/contracts/billing-cards';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './query-keys';

export const setPrimaryCard = (clientId: number, paymentServiceId: number) =>
  callApi(billingCardOperations.setPrimaryCard, {
    params: { id: clientId },
    body: { paymentServiceId },
  });

/** Makes a card the primary one; the answer is the new card list. */
export function useSetPrimaryCard(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => setPrimaryCard(clientId, paymentId),
    onSuccess: (cards) => queryClient.setQueryData(billingKeys.cards(clientId), cards),
  });
}
