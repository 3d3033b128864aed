import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callApi } from '../../../lib/call-api';
import { vendorKeys } from './query-keys';

export const revokeVendorApiKey = (vendorId: number, keyId: number) =>
  callApi(vendorOperations.revokeVendorApiKey, { params: { vendorId, keyId } });

export function useRevokeVendorApiKey(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => revokeVendorApiKey(vendorId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.apiKeys(vendorId) }),
  });
}
