import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { callQuery } from '../../../lib/call-query';
import { channelKeys } from './query-keys';

/** The quote types the caller may give a channel. */
export function useQuoteTypes(
  parentCompany: string | null,
  serviceType: ServiceType,
  clientId: number | null,
) {
  return useQuery({
    ...callQuery(
      channelKeys.quoteTypes(clientId, parentCompany, serviceType),
      channelOperations.getQuoteTypes,
      {
        params: { parentCompany: parentCompany ?? '' },
        query: { serviceType, clientId: clientId ?? undefined },
      },
    ),
    enabled: !!parentCompany,
  });
}
