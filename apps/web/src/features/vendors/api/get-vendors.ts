import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callApi } from '../../../lib/call-api';
import { vendorKeys } from './query-keys';

export function getVendors(signal?: AbortSignal) {
  return callApi(vendorOperations.listVendors, { signal });
}

export const getVendorsQueryOptions = () =>
  queryOptions({
    queryKey: vendorKeys.list,
    queryFn: ({ signal }) => getVendors(signal),
  });

export function useVendors() {
  return useQuery(getVendorsQueryOptions());
}
