import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The modifiers a channel on the custom package may pick. */
export function getCustomPriceModifiers(signal?: AbortSignal) {
  return callApi(channelPackageOperations.listCustomPriceModifiers, { signal });
}

export const getCustomPriceModifiersQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.packages('custom-price-modifiers'),
    queryFn: ({ signal }) => getCustomPriceModifiers(signal),
    staleTime: 10 * 60_000,
  });

export function useCustomPriceModifiers(enabled: boolean) {
  return useQuery({ ...getCustomPriceModifiersQueryOptions(), enabled });
}
