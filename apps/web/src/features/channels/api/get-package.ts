import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

export function getPackage(packageId: string, signal?: AbortSignal) {
  return callApi(channelPackageOperations.getPackage, { params: { packageId }, signal });
}

export const getPackageQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: channelKeys.packages('detail', packageId),
    queryFn: ({ signal }) => getPackage(packageId, signal),
  });

export function usePackage(packageId: string | null) {
  return useQuery({ ...getPackageQueryOptions(packageId ?? ''), enabled: !!packageId });
}
