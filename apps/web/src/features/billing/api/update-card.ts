import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingCardOperations,
  type UpdateCardRequest,
} from '@client-admin/contracts/billing-cards';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './query-keys';

/** Updates a card's holder, address and expiry; the number is locked. */
export const updateCard = (body: UpdateCardRequest) =>
  callApi(billingCardOperations.updateCard, { body });

export function useUpdateCard(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.cards(clientId) }),
  });
}
