import { sql, type SQL } from 'drizzle-orm';
import type { NamedDayCaps } from '@client-admin/domain/day-caps';
import type { Tx } from '../../../db/database';
import { executeNamed } from '../../../db/named-statement';
import { rowVersion } from '../../../db/row-version';
import { intArray, textArray } from '../../../db/sql-arrays';
import type { CrmDelivery } from '../../../db/schema/channels';
import { UNKNOWN_ZONE_CODE, type LocalPeriods } from './local-periods';

/**
 * What the routing keeps of a channel between decisions: its own row's settings, which change only
 * when the row does (snake case, as SQL answers). `version` names the row version read: its
 * transaction and place (xmin, ctid), which any write of the row changes, including the schedule
 * the database keeps on it (migration 0026).
 */
export interface ChannelFactsRow {
  id: number;
  version: string;
  name: string;
  product_type_id: number;
  quote_type: string;
  accepts_bundle: boolean;
  accepts_combo: boolean;
  geo_maps: unknown;
  expansion_opt_out: boolean;
  secondary_territory_excluded_zip_codes: string[];
  /** Stored as the seed's named day caps (sunday ... saturday, weekly). */
  day_cap_schedule: NamedDayCaps | null;
  day_cap_overrides: Record<string, number>;
  call_type: 'WarmTransfer' | 'ColdTransfer' | null;
  price_cents: number;
  bid_floor_cents: number | null;
  state_overrides: {
    state: string;
    priceCents: number;
    minBidCents: number;
    maxBidCents: number;
    isActive: boolean;
  }[];
  trump_flag: number;
  max_sold: number;
  email_delivery: string;
  crm_delivery: CrmDelivery[];
  /**
   * The web schedule flat, one [weekday, isActive, start, end] per day part ordered by weekday
   * and start (start and end null for a day without parts); null without a schedule. The
   * database keeps it on the channel from the schedule tables (migration 0026).
   */
  schedule_rows: [number, boolean, number | null, number | null][] | null;
  /** The subscription filters and price modifiers, kept on the row (migration 0031); null: none. */
  filter_rows: { name: string; operator: string; value: string | null }[] | null;
  modifier_prices: number[] | null;
  /** The State Farm subsidy product the channel's sales are priced under, if any. */
  subsidy_product: string | null;
  client_id: number;
}

/** A channel the lead's territory, product and quote type matched, with its row's version. */
export interface MatchedChannel {
  id: number;
  version: string;
}

/** What other routing decisions change of a channel (CHANGING_COLUMNS). */
export interface ChangingRow {
  id: number;
  status: string;
  client_status: string;
  balance_cents: number;
  /** The balance row's version (rowVersion), null without a row: every sale writes the row. */
  balance_version: string | null;
  limit_cents: number;
  /** The automatic recharge of the lead's product, when the client pays it so (decision 0031). */
  recharge_amount_cents: number | null;
  /** The product's spend limit; with one, the local month's lead charges less lead credits. */
  spend_limit_cents: number | null;
  month_spent_cents: number | null;
  sold_day: number;
  sold_week: number;
  sold_month: number;
  last_served_at: Date | string | null;
  /** The client rules over the channel (decision 0034). */
  client_rule_names: string[];
  /** With rules: when the client last bought the lead's consumer (by phone). */
  consumer_last_bought_at: Date | string | null;
}

/**
 * What a decision reads of each matched channel beside its kept facts: what other decisions
 * change, and what lives outside the channel's row (its package's cost, its client's type and time
 * zone), which writes elsewhere change.
 */
export interface DecisionPartsRow extends ChangingRow {
  package_cost_cents: number | null;
  client_type: string;
  time_zone: number;
  /** The client's parent company: a State Farm agent's sales carry the program's subsidy. */
  parent_company: string | null;
}

export interface CandidateFilter {
  productTypeId: number;
  quoteType: string;
  /** The lead's geo keys, as lead_geo_keys(geo_maps) spells a channel's (migration 0007). */
  geoKeys: readonly string[];
  periods: readonly LocalPeriods[];
  /** Only these clients' channels (the re-read after locking their balances). */
  clientIds?: readonly number[];
  /** The lead whose consumer the clients' dedupe rules look for in their earlier leads. */
  consumerLeadId?: number;
}

/** A consumer's phone, digits only: the expression of the index leads_consumer_phone. */
const CONSUMER_PHONE = (consumer: SQL) =>
  sql`regexp_replace(${consumer}->>'phone', '[^0-9]', '', 'g')`;

/**
 * The channels of these ids, as one parameter whatever their number, so the statement has one
 * text (executeNamed). They come through a sub-select the planner cannot see into, with or
 * without the values: a plan made without them costs what the plans made with them do, and
 * PostgreSQL keeps it instead of planning each run.
 */
const ID_ARRAY = (ids: readonly number[]): SQL =>
  sql`array(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
const BY_IDS = (ids: readonly number[]): SQL => sql`ch.id = any(${ID_ARRAY(ids)})`;

/** The local periods of each time zone code and the lead's consumer phone, as CTEs. */
function periodsAndConsumer(filter: CandidateFilter): SQL {
  return sql`
    with periods as (
      select * from jsonb_to_recordset(${JSON.stringify(filter.periods)}::jsonb)
        as p(code int, "today" date, "weekStart" date, "monthStart" date)
    ), consumer as (
      select ${CONSUMER_PHONE(sql`l.consumer`)} as phone
      from leads l where l.id = ${filter.consumerLeadId ?? 0}
    )`;
}

/**
 * What other routing decisions change, per channel (ch) and client (c): statuses, the product's
 * balance with its row's version, limit and recharge terms, the local month's spend, the sales of
 * the local day, week and month (from the channel's daily counts, migration 0029), the last sale
 * (the latest of those days', migration 0033; only a channel without a sale since the earlier of
 * its week's and month's start probes its sales for it: COALESCE runs no later argument), and when
 * the client last bought the lead's consumer under its rules.
 */
const CHANGING_COLUMNS = sql`
      ch.status, c.status as client_status,
      coalesce(b.balance_cents, 0)::float8 as balance_cents,
      ${rowVersion(sql`b`)} as balance_version,
      coalesce(b.limit_cents, 0)::float8 as limit_cents,
      case when pt.payment_method = 'RECHARGE' then pt.recharge_amount_cents end
        as recharge_amount_cents,
      pt.spend_limit_cents,
      case when pt.spend_limit_cents is not null then coalesce(ms.spent_cents, 0)::float8 end
        as month_spent_cents,
      sold.sold_day, sold.sold_week, sold.sold_month,
      coalesce(sold.last_sold_at,
        (select max(s.sold_at) from lead_sales s where s.channel_id = ch.id)) as last_served_at,
      rules.names as client_rule_names,
      case when cardinality(rules.names) > 0 then (
        select max(s2.sold_at) from consumer k
        join leads l2 on ${CONSUMER_PHONE(sql`l2.consumer`)} = k.phone
        join lead_sales s2 on s2.lead_id = l2.id and s2.client_id = c.id
      ) end as consumer_last_bought_at`;

/** The joins CHANGING_COLUMNS reads, after `from channels ch`. */
const CHANGING_JOINS = sql`
    join clients c on c.id = ch.client_id
    left join balances b on b.client_id = c.id and b.product_type = ch.product_type_id
    left join product_terms pt on pt.client_id = c.id and pt.product_type = ch.product_type_id
    join periods dflt on dflt.code = ${UNKNOWN_ZONE_CODE}
    left join periods p on p.code = c.time_zone
    left join month_spends ms on pt.spend_limit_cents is not null and ms.client_id = c.id
      and ms.product_type = ch.product_type_id
      and ms.month = coalesce(p."monthStart", dflt."monthStart")
    cross join lateral (
      select
        coalesce(sum(d.sold) filter (
          where d.local_date = coalesce(p."today", dflt."today")), 0)::int as sold_day,
        coalesce(sum(d.sold) filter (
          where d.local_date >= coalesce(p."weekStart", dflt."weekStart")), 0)::int as sold_week,
        coalesce(sum(d.sold) filter (
          where d.local_date >= coalesce(p."monthStart", dflt."monthStart")), 0)::int as sold_month,
        max(d.last_sold_at) as last_sold_at
      from channel_daily_sales d
      where d.channel_id = ch.id
        and d.local_date >= least(coalesce(p."weekStart", dflt."weekStart"),
          coalesce(p."monthStart", dflt."monthStart"))
    ) sold
    cross join lateral (
      select coalesce(array_agg(r.rule_name), '{}') as names from client_rules r
      where r.client_id = c.id
        and (r.client_quote_type_id is null or r.client_quote_type_id = ch.id)
    ) rules`;

/** A row version's name: any write of the row gives it another. */
const ROW_VERSION = rowVersion(sql`ch`);

/**
 * The channels of the lead's product and quote type whose geo maps name the lead's state, county
 * or zip (the GIN index channels_lead_geo_keys, decision 0047), with their row versions. Planned
 * with the lead's keys: a plan made without them misjudges the geo index.
 */
export async function matchChannels(tx: Tx, filter: CandidateFilter): Promise<MatchedChannel[]> {
  const onlyClients =
    filter.clientIds && filter.clientIds.length > 0
      ? sql`and ch.client_id = any(${intArray(filter.clientIds)})`
      : sql``;
  const matched = await tx.execute(sql`
    select ch.id, ${ROW_VERSION} as version from channels ch
    where lead_geo_keys(ch.geo_maps) && ${textArray(filter.geoKeys)}
      and ch.product_type_id = ${filter.productTypeId}
      and lower(ch.quote_type) = ${filter.quoteType}
      ${onlyClients}`);
  return (matched as unknown as { rows: MatchedChannel[] }).rows;
}

/** The settings of these channels' rows, with their versions: what the routing keeps. */
export async function findChannelFacts(
  tx: Tx,
  channelIds: readonly number[],
): Promise<ChannelFactsRow[]> {
  const result = await executeNamed(
    tx,
    sql`
    select ch.id, ${ROW_VERSION} as version, ch.name, ch.product_type_id, ch.quote_type,
      ch.accepts_bundle, ch.accepts_combo, ch.geo_maps, ch.expansion_opt_out,
      ch.secondary_territory_excluded_zip_codes, ch.day_cap_schedule, ch.day_cap_overrides,
      ch.call_type, ch.price_cents, ch.bid_floor_cents, ch.state_overrides, ch.trump_flag,
      ch.max_sold, ch.email_delivery, ch.crm_delivery, ch.schedule_rows, ch.filter_rows,
      ch.modifier_prices, ch.subsidy_product, ch.client_id
    from channels ch
    where ${BY_IDS(channelIds)}`,
  );
  return (result as { rows: ChannelFactsRow[] }).rows;
}

/**
 * What a decision reads of the matched channels beside their kept facts, by id on a generic plan
 * (executeNamed): the package cost, the client's type and time zone, and what other decisions
 * change (CHANGING_COLUMNS; with a spend limit on the product the local month's spend the ledger
 * keeps in month_spends, read by its key, decision 0029). The same statement reads the buyers'
 * channels again under their balance locks when a sale reached their clients in between.
 */
export async function findDecisionParts(
  tx: Tx,
  filter: CandidateFilter,
  channelIds: readonly number[],
): Promise<DecisionPartsRow[]> {
  const result = await executeNamed(
    tx,
    sql`
    ${periodsAndConsumer(filter)}
    select ch.id,
      (select pk.cost_cents from packages pk where pk.id = ch.package_id) as package_cost_cents,
      c.client_type, c.time_zone, c.parent_company,
      ${CHANGING_COLUMNS}
    from channels ch
    ${CHANGING_JOINS}
    where ${BY_IDS(channelIds)}
    order by ch.id`,
  );
  return (result as { rows: DecisionPartsRow[] }).rows;
}
