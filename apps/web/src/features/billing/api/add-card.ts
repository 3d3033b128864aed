import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingCardOperations, type AddCardRequest } from '@client-admin/contracts/billing-cards';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './query-keys';

/** Saves a card from the vault's one-time token; the number never comes here. */
export const addCard = (body: AddCardRequest) => callApi(billingCardOperations.addCard, { body });

export function useAddCard(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.cards(clientId) }),
  });
}
