import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DayCapSchedule, GeoMap } from '@client-admin/contracts/channels';
import { clients } from './clients';
import {
  packagePriceModifiers,
  packages,
  quoteTypes,
  subscriptionFilterLookups,
  subscriptionFilterTypes,
} from './packages';

export interface CrmDelivery {
  domain: string;
  variables: string[];
}
export interface StateOverride {
  state: string;
  priceCents: number;
  minBidCents: number;
  maxBidCents: number;
  isActive: boolean;
}
export interface TemporaryPause {
  start: string;
  scheduledEnd: string;
}

/** A lead channel (lead type, client quote type) of seed 001 §3. Money in cents. */
export const channels = pgTable(
  'channels',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    name: text().notNull(),
    customName: text().notNull().default(''),
    serviceType: text({ enum: ['Web', 'Call'] }).notNull(),
    source: text({ enum: ['Web', 'Call'] }).notNull(),
    productTypeId: integer().notNull(),
    quoteType: text()
      .notNull()
      .references(() => quoteTypes.code),
    packageId: uuid().references(() => packages.id),
    status: text().notNull(),
    payoutCents: integer().notNull().default(0),
    priceCents: integer().notNull().default(0),
    maxPriceCents: integer(),
    filterList: text().notNull().default(''),
    geoMaps: jsonb().$type<GeoMap[]>().notNull().default([]),
    dayCapSchedule: jsonb().$type<DayCapSchedule>(),
    dayCapOverrides: jsonb().$type<Record<string, number>>().notNull().default({}),
    /**
     * The channel's schedule as the routing reads it, one [weekday, isActive, start, end] per day
     * part (start and end null for a day without parts), ordered; null without a schedule. Kept
     * by the database's triggers on the schedule tables (migration 0026), never written here.
     */
    scheduleRows: jsonb().$type<[number, boolean, number | null, number | null][]>(),
    /**
     * The channel's subscription filters as the routing reads them, `{ name, operator, value }`
     * in filter order, and its price modifiers' prices; null without any. Kept by the database's
     * triggers on the filter and modifier tables (migration 0031), never written here, so that
     * any change of them is a new version of the channel's row (decision 0047).
     */
    filterRows: jsonb().$type<{ name: string; operator: string; value: string | null }[]>(),
    modifierPrices: jsonb().$type<number[]>(),
    weekdayNetPayoutCents: integer(),
    weekendNetPayoutCents: integer(),
    emailDelivery: text().notNull().default(''),
    crmDelivery: jsonb().$type<CrmDelivery[]>().notNull().default([]),
    phoneNumbers: jsonb().$type<string[]>().notNull().default([]),
    postTemplate: text().notNull().default(''),
    maxSold: integer().notNull().default(4),
    backfill: boolean().notNull().default(false),
    bidFloorCents: integer(),
    trumpFlag: integer().notNull().default(0),
    acceptsBundle: boolean().notNull().default(false),
    acceptsCombo: boolean().notNull().default(false),
    enableRecording: boolean().notNull().default(false),
    enableAutoPause: boolean().notNull().default(false),
    missedCallPenaltyCents: integer(),
    missedCallRate: doublePrecision(),
    answerRate: doublePrecision(),
    unansweredThreshold: integer(),
    billTimeThreshold: integer(),
    callType: text({ enum: ['WarmTransfer', 'ColdTransfer'] }),
    isPremium: boolean().notNull().default(false),
    isHidePhoneNumber: boolean().notNull().default(false),
    isLegAnchor: boolean().notNull().default(false),
    eprMultiplier: doublePrecision(),
    eprResetDate: timestamp({ withTimezone: true }),
    estimateAmountCents: integer(),
    expansionOptOut: boolean().notNull().default(false),
    secondaryTerritoryExcludedZipCodes: jsonb().$type<string[]>().notNull().default([]),
    temporaryPause: jsonb().$type<TemporaryPause>(),
    /**
     * The status a pause replaced, given back when the pause ends if it is a cap the routing set
     * (DAYCAPPED, WEEKCAPPED) and its period has not turned since; null when not paused
     * (decision 0055, domain channel-pause-status.ts).
     */
    statusBeforePause: text(),
    subscriptionDescription: text().notNull().default(''),
    upsellRep: text(),
    upsellPromo: text(),
    sourcePackageId: uuid().references(() => packages.id),
    sourcePackageStartDate: date(),
    stateOverrides: jsonb().$type<StateOverride[]>().notNull().default([]),
    subsidyProduct: text(),
    quoteTypeIsLocked: boolean().notNull().default(false),
    currentSubsidyCents: integer(),
    currentPromoDiscountCents: integer(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channels_client').on(t.clientId, t.id),
    index('channels_client_product_status').on(t.clientId, t.productTypeId, t.status),
    // The lead flow's candidates (decision 0047): the geo maps' keys ('S:TX', 'C:TX:TRAVIS',
    // 'Z:78701'), by the SQL function lead_geo_keys of migration 0007.
    // Without a pending list: each routing decision would read all of it (36 ms on the bench
    // after bulk writes, 0.03 ms without); channel writes are rare beside lead reads.
    index('channels_lead_geo_keys')
      .using('gin', sql`lead_geo_keys(${t.geoMaps})`)
      .with({ fastupdate: false }),
  ],
);

export const channelPriceModifiers = pgTable(
  'channel_price_modifiers',
  {
    id: serial().primaryKey(),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    packagePriceModifierId: integer()
      .notNull()
      .references(() => packagePriceModifiers.id),
    priceCents: integer().notNull(),
  },
  (t) => [index('channel_price_modifiers_channel').on(t.channelId)],
);

export const channelSubscriptionFilters = pgTable(
  'channel_subscription_filters',
  {
    id: serial().primaryKey(),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    filterTypeId: integer()
      .notNull()
      .references(() => subscriptionFilterTypes.id),
    inputValue: text(),
    lookupId: integer().references(() => subscriptionFilterLookups.id),
  },
  (t) => [index('channel_subscription_filters_channel').on(t.channelId)],
);

/** History of a channel's geo maps and filters, for the "changes since" calls. */
export const channelChanges = pgTable(
  'channel_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['geoMaps', 'filters'] }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actor: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
  },
  (t) => [index('channel_changes_channel_kind_at').on(t.channelId, t.kind, t.changedAt)],
);

/**
 * Upsells a sales rep made on a channel (seed 001 §3 Upsell); upsellType is one of the codes of
 * seed 001 §9 (added territory, added lead type, raised day caps, weekly cap ...).
 */
export const upsells = pgTable(
  'upsells',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    repId: text().notNull(),
    upsellType: text().notNull(),
    upsellPromo: text(),
    upsellDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upsells_client').on(t.clientId, t.upsellDate)],
);
