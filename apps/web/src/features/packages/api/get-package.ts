import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageAdminDetail, type PackageAdminDetail } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { packageKeys } from './query-keys';

export function getPackage(id: string, signal?: AbortSignal) {
  return api<PackageAdminDetail>(`/api/packages/${id}`, { schema: packageAdminDetail, signal });
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
