import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promoOperations, type UpdatePromoRequest } from '@client-admin/contracts/billing-promos';
import { callApi } from '../../../lib/call-api';
import { invalidatePromos } from './invalidate-promos';

/** Staff: renames or reprices a promo staff defined; the built-in ones answer 409. */
export function updatePromo(code: string, body: UpdatePromoRequest) {
  return callApi(promoOperations.updatePromo, { params: { id: code }, body });
}

export function useUpdatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdatePromoRequest }) =>
      updatePromo(code, body),
    onSuccess: () => invalidatePromos(queryClient),
  });
}
