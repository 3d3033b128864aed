import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingCardOperations } from '@client-admin/contracts/billing-cards';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './query-keys';

export const removeCard = (clientId: number, paymentId: number) =>
  callApi(billingCardOperations.removeCard, { params: { id: clientId, paymentId } });

/** Removes a card; the answer is the card list left. */
export function useRemoveCard(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => removeCard(clientId, paymentId),
    onSuccess: (cards) => queryClient.setQueryData(billingKeys.cards(clientId), cards),
  });
}
