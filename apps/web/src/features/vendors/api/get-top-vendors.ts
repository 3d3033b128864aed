import { useQuery } from '@tanstack/react-query';
import { vendorOperations } from '@client-admin/contracts/vendors';
import { callQuery } from '../../../lib/call-query';
import { vendorKeys } from './query-keys';

/** The vendors with the most leads, most first. */
export const getTopVendorsQueryOptions = (count: number) =>
  callQuery(vendorKeys.top(count), vendorOperations.listTopVendors, { query: { count } });

export function useTopVendors(count: number) {
  return useQuery(getTopVendorsQueryOptions(count));
}
