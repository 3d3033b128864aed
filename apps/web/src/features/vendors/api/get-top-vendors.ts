import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callApi } from '../../../lib/call-api';
import { vendorKeys } from './query-keys';

/** The vendors with the most leads, most first. */
export function getTopVendors(count: number, signal?: AbortSignal) {
  return callApi(vendorOperations.listTopVendors, { query: { count }, signal });
}

export const getTopVendorsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: vendorKeys.top(count),
    queryFn: ({ signal }) => getTopVendors(count, signal),
  });

export function useTopVendors(count: number) {
  return useQuery(getTopVendorsQueryOptions(count));
}
