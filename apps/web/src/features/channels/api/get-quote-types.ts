import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The quote types the caller may give a channel. */
export function getQuoteTypes(
  parentCompany: string,
  serviceType: ServiceType,
  clientId: number,
  signal?: AbortSignal,
) {
  return callApi(channelOperations.getQuoteTypes, {
    params: { parentCompany },
    query: { serviceType, clientId },
    signal,
  });
}

export function useQuoteTypes(
  parentCompany: string | null,
  serviceType: ServiceType,
  clientId: number,
) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.quoteTypes(clientId, parentCompany, serviceType),
      queryFn: ({ signal }) => getQuoteTypes(parentCompany ?? '', serviceType, clientId, signal),
      enabled: !!parentCompany,
    }),
  );
}
