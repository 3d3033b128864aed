import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promoOperations,
  type PromoDefinitionRequest,
} from '@client-admin/contracts/billing-promos';
import { callApi } from '../../../lib/call-api';
import { invalidatePromos } from './invalidate-promos';

/** Staff: defines a promo of one of the promo costs, or custom (decision 0081). */
export function createPromo(body: PromoDefinitionRequest) {
  return callApi(promoOperations.createPromo, { body });
}

export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromo,
    onSuccess: () => invalidatePromos(queryClient),
  });
}
