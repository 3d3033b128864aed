import { sql } from 'drizzle-orm';
import type { RoutingHistory } from '@client-admin/domain/territory/routing-history';
import type { Tx } from '../../../db/database';
import { textArray } from '../../../db/sql-arrays';

/** The kind and territory a history is read for: states, counties and zips as geo maps keep them. */
export interface HistoryQuery {
  productTypeId: number;
  quoteType: string;
  states: string[];
  counties: { stateAbbreviation: string; county: string }[];
  zipCodes: string[];
  /**
   * Buyers a lead may have (domain buyersPerLead), fewer when a buyer's maxSold allows fewer:
   * fewer sales leave it open.
   */
  buyersPerLead: number;
  since: Date;
  days: number;
}

/**
 * The leads of the kind received in the territory since `since`, each with its sales counted:
 * the open ones, and the full ones by the lowest price they sold at. One range read of
 * `leads_kind_received`, the sales by `lead_sales_lead_client` with their channels' maxSold.
 */
export async function readRoutingHistory(tx: Tx, q: HistoryQuery): Promise<RoutingHistory> {
  const counties = q.counties.map((c) => `${c.stateAbbreviation}|${c.county}`);
  const result = await tx.execute(sql`
    with territory_leads as (
      select l.id, sales.sold, sales.lowest, sales.room
        from leads l
        cross join lateral (
          select count(*) as sold, min(s.price_cents) as lowest,
                 least(${q.buyersPerLead}, min(c.max_sold)) as room
            from lead_sales s
            join channels c on c.id = s.channel_id
           where s.lead_id = l.id
        ) sales
       where l.product_type_id = ${q.productTypeId}
         and l.quote_type = ${q.quoteType.toLowerCase()}
         and l.received_at >= ${q.since.toISOString()}
         and (l.state_abbreviation = any(${textArray(q.states)})
              or (l.state_abbreviation || '|' || l.county) = any(${textArray(counties)})
              or l.zip_code = any(${textArray(q.zipCodes)}))
    )
    select case when sold < coalesce(room, ${q.buyersPerLead}) then null else lowest end as lowest,
           count(*)::int as leads
      from territory_leads
     group by 1
     order by 1 nulls first
  `);
  const rows = (result as { rows: { lowest: number | null; leads: number }[] }).rows;
  const full = rows.flatMap((r) =>
    r.lowest === null ? [] : [{ lowestPriceCents: Number(r.lowest), leads: r.leads }],
  );
  const open = rows.find((r) => r.lowest === null)?.leads ?? 0;
  return {
    days: q.days,
    leads: open + full.reduce((sum, f) => sum + f.leads, 0),
    open,
    full,
  };
}
