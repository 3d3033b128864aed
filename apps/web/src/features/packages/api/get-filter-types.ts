import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { packageKeys } from './query-keys';

/** The subscription filter types a package can carry. */
export function getFilterTypes(signal?: AbortSignal) {
  return callApi(packageOperations.listFilterTypes, { signal });
}

export const getFilterTypesQueryOptions = () =>
  queryOptions({
    queryKey: packageKeys.filterTypes,
    queryFn: ({ signal }) => getFilterTypes(signal),
    staleTime: 10 * 60_000,
  });

export function useFilterTypes() {
  return useQuery(getFilterTypesQueryOptions());
}
