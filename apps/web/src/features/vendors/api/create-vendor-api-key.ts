import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callApi } from '../../../lib/call-api';
import { vendorKeys } from './query-keys';

export const createVendorApiKey = (vendorId: number) =>
  callApi(vendorOperations.createVendorApiKey, { params: { vendorId } });

/** Creates a key; the answer holds the key itself, the only time it is shown. */
export function useCreateVendorApiKey(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createVendorApiKey(vendorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.apiKeys(vendorId) }),
  });
}
