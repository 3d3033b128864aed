import { dedupeWindowDays } from '@client-admin/domain/client-rules/client-rule-types';
import type { ConsumerDedupe } from '@client-admin/domain/lead-flow/consumer-dedupe';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import { isCorporate, PRODUCT_IDS } from '@client-admin/domain/client-types';
import { fromNamedDayCaps } from '@client-admin/domain/day-caps';
import type { ChannelCandidate, Lead } from '@client-admin/domain/lead-flow/lead';
import type { CrmDelivery } from '../../../db/schema/channels';
import type {
  FilterOperator,
  SubscriptionFilter,
} from '@client-admin/domain/lead-flow/subscription-filters';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import type { TerritoryGeo } from '@client-admin/domain/territory-duplicates';
import type { TrumpFlag } from '@client-admin/domain/trump-flags';
import { upper } from '@client-admin/domain/territory-duplicates';
import { webFromStored, type StoredDay } from '../../schedules/schedules.public';
import type { ChangingRow, ChannelFactsRow, DecisionPartsRow } from './candidates.repository';

/** A candidate as the rules see it, with where its sale is delivered. */
export interface Candidate extends ChannelCandidate {
  emailDelivery: string;
  crmDelivery: CrmDelivery[];
  /** The version of the client's balance row as read (rowVersion); null: no row yet. */
  balanceVersion: string | null;
  /** What the State Farm subsidy of a sale looks for (decision 0072). */
  subsidy: { parentCompany: string | null; product: string | null };
}

/** The keys lead_geo_keys gives a channel whose geo maps hold the lead's state, county or zip. */
export function leadGeoKeys(lead: Pick<Lead, 'stateAbbreviation' | 'county' | 'zipCode'>) {
  const state = upper(lead.stateAbbreviation);
  return [`S:${state}`, `C:${state}:${upper(lead.county)}`, `Z:${upper(lead.zipCode)}`];
}

/** A channel's filters, one per filter type with every value it picked. */
function filtersOf(rows: ChannelFactsRow['filter_rows']): SubscriptionFilter[] {
  const byName = new Map<string, SubscriptionFilter & { values: string[] }>();
  for (const row of rows ?? []) {
    const filter = byName.get(row.name) ?? {
      name: row.name,
      operator: row.operator as FilterOperator,
      values: [],
    };
    if (row.value !== null) filter.values.push(row.value);
    byName.set(row.name, filter);
  }
  return [...byName.values()];
}

/** The channel row's flat schedule rows as stored days, each with its parts in order. */
function storedDays(rows: NonNullable<ChannelFactsRow['schedule_rows']>): StoredDay[] {
  const days: StoredDay[] = [];
  for (const [weekday, isActive, start, end] of rows) {
    let day = days.at(-1);
    if (day?.weekday !== weekday) {
      day = { weekday, isActive, dailyCap: -1, parts: [] };
      days.push(day);
    }
    if (start !== null && end !== null) {
      day.parts.push({ start, end, concurrencyCap: 0, dayPartCap: 0, intervalCaps: [] });
    }
  }
  return days;
}

function scheduleOf(row: ChannelFactsRow): ChannelCandidate['schedule'] {
  if (!row.schedule_rows || row.product_type_id !== PRODUCT_IDS.WEB) return null;
  const days = webFromStored({
    intervalStep: 30,
    isIntervalCapEnabled: false,
    monthlyCap: 0,
    preventCapOverride: false,
    days: storedDays(row.schedule_rows),
  });
  return { kind: 'web', days };
}

const dateOrNull = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The longest dedupe window of the client's rules over the channel (decision 0034). */
function dedupeOf(row: ChangingRow): ConsumerDedupe | null {
  const days = dedupeWindowDays(row.client_rule_names);
  return days === null ? null : { days, lastBoughtAt: dateOrNull(row.consumer_last_bought_at) };
}

/** The parts of a candidate other routing decisions change (CHANGING_COLUMNS). */
function changingParts(row: ChangingRow) {
  return {
    status: row.status,
    sold: {
      interval: 0,
      dayPart: 0,
      day: row.sold_day,
      week: row.sold_week,
      month: row.sold_month,
    },
    consumerDedupe: dedupeOf(row),
    lastServedAt: dateOrNull(row.last_served_at),
    balanceVersion: row.balance_version,
    client: {
      status: row.client_status,
      balanceCents: row.balance_cents,
      limitCents: row.limit_cents,
      rechargeAmountCents: row.recharge_amount_cents,
      spend:
        row.spend_limit_cents === null
          ? null
          : { limitCents: row.spend_limit_cents, spentCents: row.month_spent_cents ?? 0 },
    },
  } satisfies Partial<Omit<Candidate, 'client'>> & { client: Partial<Candidate['client']> };
}

/**
 * The candidate with its changing parts read again. Spread first, then only keys it has: the copy
 * keeps the candidate's shape (a spread followed by new keys turns a large object into a slow
 * dictionary one, which the rules then read a hundred times a lead).
 */
export function withChangingParts<C extends Candidate>(candidate: C, row: ChangingRow): C {
  const parts = changingParts(row);
  return {
    ...candidate,
    status: parts.status,
    sold: parts.sold,
    consumerDedupe: parts.consumerDedupe,
    lastServedAt: parts.lastServedAt,
    balanceVersion: parts.balanceVersion,
    client: { ...candidate.client, ...parts.client },
  };
}

/**
 * What a candidate takes from its channel's row, kept between decisions (channel-facts-cache):
 * mapped once a row version, frozen, since every later decision shares it.
 */
export type ChannelFacts = Pick<
  ChannelCandidate,
  | 'id'
  | 'name'
  | 'productTypeId'
  | 'quoteType'
  | 'acceptsBundle'
  | 'acceptsCombo'
  | 'geoMaps'
  | 'expansionOptOut'
  | 'secondaryTerritoryExcludedZipCodes'
  | 'schedule'
  | 'dayCapSchedule'
  | 'dayCapOverrides'
  | 'callType'
  | 'filters'
  | 'trumpFlag'
  | 'maxSold'
> &
  Pick<
    ChannelCandidate['pricing'],
    'priceCents' | 'bidFloorCents' | 'stateOverrides' | 'modifierPricesCents'
  > &
  Pick<Candidate, 'emailDelivery' | 'crmDelivery'> & {
    clientId: number;
    subsidyProduct: string | null;
  };

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

export function toChannelFacts(row: ChannelFactsRow): ChannelFacts {
  return deepFreeze({
    id: row.id,
    name: row.name,
    productTypeId: row.product_type_id as ProductType,
    quoteType: row.quote_type,
    acceptsBundle: row.accepts_bundle,
    acceptsCombo: row.accepts_combo,
    geoMaps: Array.isArray(row.geo_maps) ? (row.geo_maps as TerritoryGeo[]) : [],
    expansionOptOut: row.expansion_opt_out,
    secondaryTerritoryExcludedZipCodes: row.secondary_territory_excluded_zip_codes,
    schedule: scheduleOf(row),
    dayCapSchedule: row.day_cap_schedule ? fromNamedDayCaps(row.day_cap_schedule) : null,
    dayCapOverrides: row.day_cap_overrides,
    callType: row.call_type,
    filters: filtersOf(row.filter_rows),
    priceCents: row.price_cents,
    bidFloorCents: row.bid_floor_cents,
    stateOverrides: row.state_overrides.map((o) => ({
      stateAbbreviation: o.state,
      priceCents: o.priceCents,
      minBidCents: o.minBidCents,
      maxBidCents: o.maxBidCents,
      isActive: o.isActive,
    })),
    modifierPricesCents: row.modifier_prices ?? [],
    trumpFlag: row.trump_flag as TrumpFlag,
    maxSold: row.max_sold,
    clientId: row.client_id,
    subsidyProduct: row.subsidy_product,
    emailDelivery: row.email_delivery,
    crmDelivery: row.crm_delivery,
  });
}

/** A candidate: its channel's kept facts and what this decision read of it. */
export function toCandidate(facts: ChannelFacts, row: DecisionPartsRow): Candidate {
  const parts = changingParts(row);
  return {
    id: facts.id,
    name: facts.name,
    status: parts.status,
    productTypeId: facts.productTypeId,
    quoteType: facts.quoteType,
    acceptsBundle: facts.acceptsBundle,
    acceptsCombo: facts.acceptsCombo,
    geoMaps: facts.geoMaps,
    expansionOptOut: facts.expansionOptOut,
    // The territory expansion is not designed yet (decision 0029): it offers no zips.
    secondaryZipCodes: [],
    secondaryTerritoryExcludedZipCodes: facts.secondaryTerritoryExcludedZipCodes,
    schedule: facts.schedule,
    dayCapSchedule: facts.dayCapSchedule,
    dayCapOverrides: facts.dayCapOverrides,
    sold: parts.sold,
    callsInFlight: 0,
    callType: facts.callType,
    filters: facts.filters,
    consumerDedupe: parts.consumerDedupe,
    pricing: {
      priceCents: facts.priceCents,
      packageCostCents:
        row.package_cost_cents ??
        basePackagePriceCents(facts.quoteType, isCorporate(row.client_type)),
      modifierPricesCents: facts.modifierPricesCents,
      bidFloorCents: facts.bidFloorCents,
      stateOverrides: facts.stateOverrides,
    },
    trumpFlag: facts.trumpFlag,
    maxSold: facts.maxSold,
    lastServedAt: parts.lastServedAt,
    client: {
      id: facts.clientId,
      status: parts.client.status,
      timeZoneCode: row.time_zone,
      balanceCents: parts.client.balanceCents,
      limitCents: parts.client.limitCents,
      rechargeAmountCents: parts.client.rechargeAmountCents,
      spend: parts.client.spend,
    },
    emailDelivery: facts.emailDelivery,
    crmDelivery: facts.crmDelivery,
    balanceVersion: parts.balanceVersion,
    subsidy: { parentCompany: row.parent_company, product: facts.subsidyProduct },
  };
}
