import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The modifiers a channel on the custom package may pick. */
export const getCustomPriceModifiersQueryOptions = () =>
  queryOptions({
    ...callQuery(
      channelKeys.packages('custom-price-modifiers'),
      channelPackageOperations.listCustomPriceModifiers,
      {},
    ),
    staleTime: 10 * 60_000,
  });

export function useCustomPriceModifiers(enabled: boolean) {
  return useQuery({ ...getCustomPriceModifiersQueryOptions(), enabled });
}
