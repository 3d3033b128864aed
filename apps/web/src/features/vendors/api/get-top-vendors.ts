import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendor, type Vendor } from '@client-admin/contracts/vendors';
import { api } from '../../../lib/http';

const vendors = z.array(vendor);

/** GET /api/Vendors/top?count=: the vendors with the most leads, most first. */
export function getTopVendors(count: number, signal?: AbortSignal) {
  return api<Vendor[]>('/api/Vendors/top', { query: { count }, schema: vendors, signal });
}

export const getTopVendorsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['vendors', 'top', count],
    queryFn: ({ signal }) => getTopVendors(count, signal),
  });

export function useTopVendors(count: number) {
  return useQuery(getTopVendorsQueryOptions(count));
}
