import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callApi } from '../../../lib/call-api';

export function getVendors(signal?: AbortSignal) {
  return callApi(vendorOperations.listVendors, { signal });
}

export const getVendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['vendors', 'list'],
    queryFn: ({ signal }) => getVendors(signal),
  });

export function useVendors() {
  return useQuery(getVendorsQueryOptions());
}
