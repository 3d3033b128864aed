import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { packageKeys } from './query-keys';

/** The subscription filter types a package can carry. */
export const getFilterTypesQueryOptions = () =>
  queryOptions({
    ...callQuery(packageKeys.filterTypes, packageOperations.listFilterTypes, {}),
    staleTime: 10 * 60_000,
  });

export function useFilterTypes() {
  return useQuery(getFilterTypesQueryOptions());
}
