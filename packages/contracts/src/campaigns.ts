import { z } from 'zod';
import { CAMPAIGNS_PAGE_SIZE } from '@client-admin/domain/campaigns/campaign-range';
import { rangeProblem } from '@client-admin/domain/leads/lead-range';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import { operation } from './call-table';
import { campaignCalls } from './campaigns.calls';
import { paged } from './common';
import {
  channelDetail,
  channelInput,
  subscriptionFiltersResponse,
  upsertSubscriptionFiltersRequest,
} from './channels';
import { callSchedule, callScheduleInput } from './schedules';
import { id, idParam, integer, MAX_INTEGER, pageQuery, pageSizeQuery } from './schema-builders';

/** One campaign of the list: the call channel and this month's purchases (client's month). */
export const campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  quoteType: z.string(),
  callType: z.string().nullable(),
  priceCents: z.number().int(),
  /** States with an active state override. */
  activeStates: z.number().int(),
  salesThisMonth: z.number().int(),
  spendThisMonthCents: z.number().int(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignsResponse = paged(campaign);
export type CampaignsResponse = z.infer<typeof campaignsResponse>;

export const campaignsQuery = z.object({
  pageNum: pageQuery.default(1),
  pageSize: pageSizeQuery().default(CAMPAIGNS_PAGE_SIZE),
});
export type CampaignsQuery = z.output<typeof campaignsQuery>;

const day = z.object({ date: z.string(), sales: z.number().int(), spendCents: z.number().int() });

const stateRow = z.object({
  state: z.string(),
  sales: z.number().int(),
  spendCents: z.number().int(),
  /** The campaign's override of the state, if it has one. */
  override: z
    .object({
      priceCents: z.number().int(),
      minBidCents: z.number().int(),
      maxBidCents: z.number().int(),
      isActive: z.boolean(),
    })
    .nullable(),
});

/** GET /api/campaigns/{clientId}/{id}/summary: the range's purchases and calls. */
export const campaignSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  quoteType: z.string(),
  callType: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  sales: z.number().int(),
  spendCents: z.number().int(),
  /** null when nothing was bought. */
  averagePriceCents: z.number().int().nullable(),
  callsOffered: z.number().int(),
  callsAnswered: z.number().int(),
  byDay: z.array(day),
  byState: z.array(stateRow),
});
export type CampaignSummary = z.infer<typeof campaignSummary>;

const date = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`);

/** from and to: whole dates, both included; by default the last 30 days. */
export const campaignSummaryQuery = z
  .object({ from: date('from').optional(), to: date('to').optional() })
  .superRefine((value, ctx) => {
    const problem = rangeProblem(value.from, value.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CampaignSummaryQuery = z.input<typeof campaignSummaryQuery>;

/**
 * POST /api/campaigns/save: the campaign (a corporate call channel; with id and version an edit,
 * without them a new one), its call schedule and its filters, saved together or not at all.
 */
export const saveCampaignRequest = z.object({
  clientQuoteType: channelInput
    .extend({ id: id.optional(), version: integer({ min: 1, max: MAX_INTEGER }).optional() })
    .superRefine((value, ctx) => {
      if ((value.id === undefined) !== (value.version === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: M.versionWithId });
      }
    }),
  schedule: callScheduleInput,
  filters: upsertSubscriptionFiltersRequest,
});
export type SaveCampaignRequest = z.input<typeof saveCampaignRequest>;

export const savedCampaign = z.object({
  clientQuoteType: channelDetail,
  schedule: callSchedule,
  filters: subscriptionFiltersResponse,
});
export type SavedCampaign = z.infer<typeof savedCampaign>;

export const campaignOperations = {
  saveCampaign: operation(campaignCalls.saveCampaign, {
    body: saveCampaignRequest,
    response: savedCampaign,
  }),
  getCampaigns: operation(campaignCalls.getCampaigns, {
    params: z.object({ clientId: idParam }),
    query: campaignsQuery,
    response: campaignsResponse,
  }),
  getCampaignSummary: operation(campaignCalls.getCampaignSummary, {
    params: z.object({ clientId: idParam, id: idParam }),
    query: campaignSummaryQuery,
    response: campaignSummary,
  }),
};
