import { queryOptions, useQuery } from '@tanstack/react-query';
import { subsidyProductResponse } from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

export interface SubsidyProductQuery {
  parentCompany: string;
  packageId: string;
  isCall: boolean;
  quoteType: string;
}

/** GET /api/LeadType/subsidyProduct: the State Farm subsidy product of a package. */
export async function getSubsidyProduct(query: SubsidyProductQuery, signal?: AbortSignal) {
  const answer = await api('/api/LeadType/subsidyProduct', {
    query: { ...query },
    schema: subsidyProductResponse,
    signal,
  });
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
