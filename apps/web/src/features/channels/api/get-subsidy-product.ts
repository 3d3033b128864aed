import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import type { SubsidyProductQuery } from '@client-admin/contracts/channels';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The State Farm subsidy product of a package. */
export async function getSubsidyProduct(query: SubsidyProductQuery, signal?: AbortSignal) {
  const answer = await callApi(channelPackageOperations.getSubsidyProduct, { query, signal });
  return answer.subsidyProduct;
}

export function useSubsidyProduct(query: SubsidyProductQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.packages(
        'subsidy-product',
        query ? `${query.parentCompany}|${query.packageId}|${query.isCall}|${query.quoteType}` : '',
      ),
      queryFn: ({ signal }) => (query ? getSubsidyProduct(query, signal) : null),
      enabled: query !== null,
    }),
  );
}
