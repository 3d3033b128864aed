import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packageDetail, type PackageDetail } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { packageKeys, type PackageListFilters } from './query-keys';

const packageList = z.array(packageDetail);

export function getPackages(filters: PackageListFilters, signal?: AbortSignal) {
  return api<PackageDetail[]>('/api/packages', {
    query: { ...filters, includeInactive: String(filters.includeInactive) },
    schema: packageList,
    signal,
  });
}

export const getPackagesQueryOptions = (filters: PackageListFilters) =>
  queryOptions({
    queryKey: packageKeys.list(filters),
    queryFn: ({ signal }) => getPackages(filters, signal),
    placeholderData: keepPreviousData,
  });

export function usePackages(filters: PackageListFilters, enabled = true) {
  return useQuery({ ...getPackagesQueryOptions(filters), enabled });
}
