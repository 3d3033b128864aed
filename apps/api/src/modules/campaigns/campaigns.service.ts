import type {
  Campaign,
  CampaignsResponse,
  CampaignSummary,
} from '@client-admin/contracts/campaigns';
import { defaultSummaryRange } from '@client-admin/domain/campaigns/campaign-range';
import { daysOf, rangeProblem } from '@client-admin/domain/leads/lead-range';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import { isCorporate } from '@client-admin/domain/client-types';
import { clientTimeZone, localMoment } from '@client-admin/domain/local-clock';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { loadClientFor, type ClientRow, pageMeta, pageOffset } from '../clients/clients.public';
import {
  callCounts,
  findCampaign,
  listCampaigns,
  salesByDay,
  salesByState,
  type CampaignRow,
} from './campaigns.repository';

/** The client's local today: campaigns count sales by the sale's local date (decision 0030). */
const localToday = (client: ClientRow, now: Date) =>
  localMoment(now, clientTimeZone(client.timeZone)).date;

const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  name: row.name,
  status: row.status,
  quoteType: row.quote_type,
  callType: row.call_type,
  priceCents: row.price_cents,
  activeStates: row.state_overrides.filter((o) => o.isActive).length,
  salesThisMonth: row.sales,
  spendThisMonthCents: row.spend_cents,
});

/** GET /api/campaigns/{clientId}/list: a corporate client's call channels; none for others. */
export function getCampaigns(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: { pageNum: number; pageSize: number },
  now: Date = new Date(),
): Promise<CampaignsResponse> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    if (!isCorporate(client.clientType)) {
      return { items: [], metaData: pageMeta(query.pageNum, query.pageSize, 0) };
    }
    const { rows, total } = await listCampaigns(tx, {
      clientId,
      monthStart: `${localToday(client, now).slice(0, 7)}-01`,
      limit: query.pageSize,
      offset: pageOffset(query.pageNum, query.pageSize),
    });
    return {
      items: rows.map(toCampaign),
      metaData: pageMeta(query.pageNum, query.pageSize, total),
    };
  });
}

function summaryRange(client: ClientRow, query: { from?: string; to?: string }, now: Date) {
  const fallback = defaultSummaryRange(localToday(client, now));
  const range = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  const problem = rangeProblem(range.from, range.to);
  if (problem) throw badRequest(problem.field, problem.message);
  return { ...range, timeZone: clientTimeZone(client.timeZone) };
}

/** GET /api/campaigns/{clientId}/{id}/summary: purchases by day and state, calls answered. */
export function getCampaignSummary(
  db: Database,
  user: RequestUser,
  params: { clientId: number; id: number },
  query: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<CampaignSummary> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, params.clientId);
    const head = await findCampaign(tx, params.id);
    if (!head || head.client_id !== client.id || !isCorporate(client.clientType)) {
      throw notFound(M.notFound);
    }
    const range = summaryRange(client, query, now);
    const days = new Map((await salesByDay(tx, head.id, range)).map((d) => [d.date, d]));
    const states = await salesByState(tx, head.id, range);
    const calls = await callCounts(tx, head.id, range);
    const byDay = daysOf(range.from, range.to).map((date) => ({
      date,
      sales: days.get(date)?.sales ?? 0,
      spendCents: days.get(date)?.spend_cents ?? 0,
    }));
    const sales = byDay.reduce((n, d) => n + d.sales, 0);
    const spendCents = byDay.reduce((n, d) => n + d.spendCents, 0);
    const stateNames = [
      ...new Set([...states.map((s) => s.state), ...head.state_overrides.map((o) => o.state)]),
    ].sort();
    return {
      id: head.id,
      name: head.name,
      status: head.status,
      quoteType: head.quote_type,
      callType: head.call_type,
      from: range.from,
      to: range.to,
      sales,
      spendCents,
      averagePriceCents: sales === 0 ? null : Math.round(spendCents / sales),
      callsOffered: calls.offered,
      callsAnswered: calls.answered,
      byDay,
      byState: stateNames.map((state) => {
        const bought = states.find((s) => s.state === state);
        const override = head.state_overrides.find((o) => o.state === state);
        return {
          state,
          sales: bought?.sales ?? 0,
          spendCents: bought?.spend_cents ?? 0,
          override: override
            ? {
                priceCents: override.priceCents,
                minBidCents: override.minBidCents,
                maxBidCents: override.maxBidCents,
                isActive: override.isActive,
              }
            : null,
        };
      }),
    };
  });
}
