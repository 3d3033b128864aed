import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { PRODUCT_ID_BY_SERVICE, type ServiceType } from '@client-admin/domain/quote-types';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The packages a channel may pick, by parent company and quote type; maybe the custom one. */
export function getChannelPackages(
  carrier: string,
  quoteType: string,
  service: ServiceType,
  signal?: AbortSignal,
) {
  return service === 'Call'
    ? callApi(channelPackageOperations.listCallPackagesByQuoteType, {
        params: { carrier, quoteType },
        query: {},
        signal,
      })
    : callApi(channelPackageOperations.listPackages, {
        params: { carrier, quoteType, productTypeId: PRODUCT_ID_BY_SERVICE.Web },
        query: {},
        signal,
      });
}

export const getChannelPackagesQueryOptions = (
  carrier: string,
  quoteType: string,
  service: ServiceType,
) =>
  queryOptions({
    queryKey: channelKeys.packages(service, carrier, quoteType),
    queryFn: ({ signal }) => getChannelPackages(carrier, quoteType, service, signal),
  });

export function useChannelPackages(
  carrier: string | null,
  quoteType: string | null,
  service: ServiceType,
) {
  return useQuery({
    ...getChannelPackagesQueryOptions(carrier ?? '', quoteType ?? '', service),
    enabled: !!carrier && !!quoteType,
  });
}
