import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { packageKeys, type PackageListFilters } from './query-keys';

export function getPackages(filters: PackageListFilters, signal?: AbortSignal) {
  return callApi(packageOperations.listPackages, {
    query: { ...filters, includeInactive: filters.includeInactive ? 'true' : 'false' },
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
