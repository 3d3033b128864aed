import { useQuery } from '@tanstack/react-query';
import { channelOperations } from '@client-admin/contracts/channels';
import type { ServiceType } from '@client-admin/domain/quote-types';
import { callQuery } from '../../../lib/call-query';
import { territoryKeys } from './query-keys';

/** GET /api/leadtype/quoteTypes/{parentCompany}: the quote types the caller may look up. */
export function useQuoteTypes(
  clientId: number,
  parentCompany: string | null,
  serviceType: ServiceType,
) {
  return useQuery({
    ...callQuery(
      territoryKeys.quoteTypes(clientId, parentCompany ?? '', serviceType),
      channelOperations.getQuoteTypes,
      { params: { parentCompany: parentCompany ?? '' }, query: { serviceType, clientId } },
    ),
    enabled: !!parentCompany,
  });
}
