import { callsOf } from './call-table';

const call = callsOf('campaigns');

/**
 * Campaigns of seed 001 §7: a corporate client's call channels, with what they bought (decision
 * 0035). A client's users and staff read and save them, as they do channels.
 */
export const campaignCalls = {
  getCampaigns: call('GET', '/api/campaigns/{clientId}/list', "A client's campaigns, paged"),
  saveCampaign: call(
    'POST',
    '/api/campaigns/save',
    'Add or change a campaign with its call schedule and filters, in one transaction',
  ),
  getCampaignSummary: call(
    'GET',
    '/api/campaigns/{clientId}/{id}/summary',
    "A campaign's calls and spend over a range, by day and by state",
  ),
};
