import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendor, type Vendor } from '@client-admin/contracts/vendors';
import { api } from '../../../lib/http';

const vendors = z.array(vendor);

export function getVendors(signal?: AbortSignal) {
  return api<Vendor[]>('/api/vendors', { schema: vendors, signal });
}

export const getVendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['vendors', 'list'],
    queryFn: ({ signal }) => getVendors(signal),
  });

export function useVendors() {
  return useQuery(getVendorsQueryOptions());
}
