import { useQuery } from '@tanstack/react-query';
import { campaignOperations, type CampaignSummaryQuery } from '@client-admin/contracts/campaigns';
import { callQuery } from '../../../lib/call-query';
import { campaignKeys } from './query-keys';

export const getCampaignSummaryQueryOptions = (
  clientId: number,
  id: number,
  query: CampaignSummaryQuery,
) =>
  callQuery(campaignKeys.summary(clientId, id, query), campaignOperations.getCampaignSummary, {
    params: { clientId, id },
    query,
  });

export function useCampaignSummary(clientId: number, id: number, query: CampaignSummaryQuery) {
  return useQuery(getCampaignSummaryQueryOptions(clientId, id, query));
}
