import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campaignOperations, type CampaignsQuery } from '@client-admin/contracts/campaigns';
import { callQuery } from '../../../lib/call-query';
import { campaignKeys } from './query-keys';

/** One page of the client's campaigns; the previous page stays while the next loads. */
export const getCampaignsQueryOptions = (clientId: number, query: CampaignsQuery) =>
  queryOptions({
    ...callQuery(campaignKeys.list(clientId, query), campaignOperations.getCampaigns, {
      params: { clientId },
      query,
    }),
    placeholderData: keepPreviousData,
  });

export function useCampaigns(clientId: number, query: CampaignsQuery) {
  return useQuery(getCampaignsQueryOptions(clientId, query));
}
