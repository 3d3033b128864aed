import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { packageKeys } from './query-keys';

export function getPackage(id: string, signal?: AbortSignal) {
  return callApi(packageOperations.getPackage, { params: { id }, signal });
}

export const getPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: packageKeys.detail(id),
    queryFn: ({ signal }) => getPackage(id, signal),
  });

/** The package being edited; nothing is fetched while id is null (a new package). */
export function usePackage(id: string | null) {
  return useQuery({ ...getPackageQueryOptions(id ?? ''), enabled: id !== null });
}
