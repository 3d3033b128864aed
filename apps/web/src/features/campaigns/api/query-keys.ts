import type { CampaignSummaryQuery, CampaignsQuery } from '@client-admin/contracts/campaigns';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (clientId: number, query: CampaignsQuery) =>
    ['campaigns', clientId, 'list', query] as const,
  summary: (clientId: number, id: number, query: CampaignSummaryQuery) =>
    ['campaigns', clientId, 'summary', id, query] as const,
};
