import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import type { StateOverride } from '../../db/schema/channels';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A campaign is a call channel (product 2) of a corporate client (decision 0035). */
const CAMPAIGN = sql`ch.product_type_id = 2`;

export interface CampaignRow {
  id: number;
  name: string;
  status: string;
  quote_type: string;
  call_type: string | null;
  price_cents: number;
  state_overrides: StateOverride[];
  sales: number;
  spend_cents: number;
}

export async function listCampaigns(
  tx: Tx,
  page: { clientId: number; monthStart: string; limit: number; offset: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const rows = rowsOf<CampaignRow>(
    await tx.execute(sql`
      select ch.id, ch.name, ch.status, ch.quote_type, ch.call_type, ch.price_cents,
        ch.state_overrides, s.sales, s.spend_cents
      from channels ch
      cross join lateral (
        select count(*)::int as sales, coalesce(sum(ls.price_cents), 0)::int as spend_cents
        from lead_sales ls where ls.channel_id = ch.id and ls.local_date >= ${page.monthStart}
      ) s
      where ch.client_id = ${page.clientId} and ${CAMPAIGN}
      order by ch.id
      limit ${page.limit} offset ${page.offset}`),
  );
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from channels ch where ch.client_id = ${page.clientId} and ${CAMPAIGN}`,
    ),
  );
  return { rows, total: counted?.n ?? 0 };
}

export interface CampaignHead {
  id: number;
  client_id: number;
  name: string;
  status: string;
  quote_type: string;
  call_type: string | null;
  state_overrides: CampaignRow['state_overrides'];
}

export async function findCampaign(tx: Tx, id: number): Promise<CampaignHead | undefined> {
  const [row] = rowsOf<CampaignHead>(
    await tx.execute(sql`
      select ch.id, ch.client_id, ch.name, ch.status, ch.quote_type, ch.call_type,
        ch.state_overrides
      from channels ch where ch.id = ${id} and ${CAMPAIGN}`),
  );
  return row;
}

export interface Range {
  from: string;
  to: string;
  timeZone: string;
}

/** The campaign's purchases per local date of the range. */
export async function salesByDay(tx: Tx, channelId: number, range: Range) {
  return rowsOf<{ date: string; sales: number; spend_cents: number }>(
    await tx.execute(sql`
      select to_char(ls.local_date, 'YYYY-MM-DD') as date, count(*)::int as sales,
        sum(ls.price_cents)::int as spend_cents
      from lead_sales ls
      where ls.channel_id = ${channelId} and ls.local_date between ${range.from} and ${range.to}
      group by ls.local_date order by ls.local_date`),
  );
}

/** The campaign's purchases per state of the lead. */
export async function salesByState(tx: Tx, channelId: number, range: Range) {
  return rowsOf<{ state: string; sales: number; spend_cents: number }>(
    await tx.execute(sql`
      select l.state_abbreviation as state, count(*)::int as sales,
        sum(ls.price_cents)::int as spend_cents
      from lead_sales ls join leads l on l.id = ls.lead_id
      where ls.channel_id = ${channelId} and ls.local_date between ${range.from} and ${range.to}
      group by l.state_abbreviation order by l.state_abbreviation`),
  );
}

/** Calls offered to the campaign in the range (local dates), and how many were answered. */
export async function callCounts(tx: Tx, channelId: number, range: Range) {
  const [row] = rowsOf<{ offered: number; answered: number }>(
    await tx.execute(sql`
      select count(*)::int as offered, count(cl.answered_at)::int as answered
      from call_legs cl
      where cl.channel_id = ${channelId}
        and cl.delivered_at >= (${range.from}::date)::timestamp at time zone ${range.timeZone}
        and cl.delivered_at < (${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`),
  );
  return row ?? { offered: 0, answered: 0 };
}
