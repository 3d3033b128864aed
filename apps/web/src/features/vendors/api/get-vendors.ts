import { useQuery } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callQuery } from '../../../lib/call-query';
import { vendorKeys } from './query-keys';

export const getVendorsQueryOptions = () =>
  callQuery(vendorKeys.list, vendorOperations.listVendors, {});

export function useVendors() {
  return useQuery(getVendorsQueryOptions());
}
