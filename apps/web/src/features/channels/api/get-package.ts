import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageDetail, type PackageDetail } from '@client-admin/contracts/packages';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

/** GET /api/LeadType/package/{packageId}. */
export function getPackage(packageId: string, signal?: AbortSignal) {
  return api<PackageDetail>(`/api/LeadType/package/${packageId}`, {
    schema: packageDetail,
    signal,
  });
}

export const getPackageQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: channelKeys.packages('detail', packageId),
    queryFn: ({ signal }) => getPackage(packageId, signal),
  });

export function usePackage(packageId: string | null) {
  return useQuery({ ...getPackageQueryOptions(packageId ?? ''), enabled: !!packageId });
}
