import { useQuery } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callQuery } from '../../../lib/call-query';
import { vendorKeys } from './query-keys';

export const getVendorApiKeysQueryOptions = (vendorId: number) =>
  callQuery(vendorKeys.apiKeys(vendorId), vendorOperations.listVendorApiKeys, {
    params: { vendorId },
  });

export function useVendorApiKeys(vendorId: number) {
  return useQuery(getVendorApiKeysQueryOptions(vendorId));
}
