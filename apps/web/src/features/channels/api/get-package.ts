import { useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

export const getPackageQueryOptions = (packageId: string) =>
  callQuery(channelKeys.packages('detail', packageId), channelPackageOperations.getPackage, {
    params: { packageId },
  });

export function usePackage(packageId: string | null) {
  return useQuery({ ...getPackageQueryOptions(packageId ?? ''), enabled: !!packageId });
}
