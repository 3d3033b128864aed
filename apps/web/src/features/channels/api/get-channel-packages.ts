import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packageDetail, type PackageDetail } from '@client-admin/contracts/packages';
import { PRODUCT_ID_BY_SERVICE, type ServiceType } from '@client-admin/domain/quote-types';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const packageList = z.array(packageDetail);

/**
 * The packages a channel may pick: GET /api/LeadType/packages/{carrier}/{quoteType}/{productTypeId}
 * for web, GET /api/LeadType/calls/quotetype/{carrier}/{quoteType} for call. The custom package
 * may be among them.
 */
export function getChannelPackages(
  carrier: string,
  quoteType: string,
  service: ServiceType,
  signal?: AbortSignal,
) {
  const path =
    service === 'Call'
      ? `/api/LeadType/calls/quotetype/${carrier}/${quoteType}`
      : `/api/LeadType/packages/${carrier}/${quoteType}/${PRODUCT_ID_BY_SERVICE.Web}`;
  return api<PackageDetail[]>(path, { schema: packageList, signal });
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
