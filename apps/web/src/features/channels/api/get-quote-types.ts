import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { quoteTypeOption, type QuoteTypeOption } from '@client-admin/contracts/channels';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { api } from '../../../lib/http';
import { channelKeys } from './query-keys';

const quoteTypeOptions = z.array(quoteTypeOption);

/** GET /api/leadtype/quoteTypes/{parentCompany}: the quote types the caller may give a channel. */
export function getQuoteTypes(
  parentCompany: string,
  serviceType: ServiceType,
  clientId: number,
  signal?: AbortSignal,
) {
  return api<QuoteTypeOption[]>(`/api/leadtype/quoteTypes/${parentCompany}`, {
    query: { serviceType, clientId },
    schema: quoteTypeOptions,
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
      queryKey: [...channelKeys.forClient(clientId), 'quote-types', parentCompany, serviceType],
      queryFn: ({ signal }) => getQuoteTypes(parentCompany ?? '', serviceType, clientId, signal),
      enabled: !!parentCompany,
    }),
  );
}
