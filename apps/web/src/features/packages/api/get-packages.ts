import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { packageKeys, type PackageListFilters } from './query-keys';

export const getPackagesQueryOptions = (filters: PackageListFilters) =>
  queryOptions({
    ...callQuery(packageKeys.list(filters), packageOperations.listPackages, {
      query: { ...filters, includeInactive: filters.includeInactive ? 'true' : 'false' },
    }),
    placeholderData: keepPreviousData,
  });

export function usePackages(filters: PackageListFilters, enabled = true) {
  return useQuery({ ...getPackagesQueryOptions(filters), enabled });
}
