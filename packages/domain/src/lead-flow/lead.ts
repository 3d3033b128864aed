/**
 * The lead and the channels as the matching rules see them (issue 16): plain values the API
 * reads in one query, so that every rule is a pure function of them and of the instant.
 */
import type { ProductType } from '../billing/billing-constants';
import type { CallType } from '../call-types';
import type { DayCapSchedule } from '../day-caps';
import type { QuoteType } from '../quote-types';
import type { CallSchedule } from '../schedules/call-schedule';
import type { WebDay } from '../schedules/web-schedule';
import type { TerritoryGeo } from '../territory-duplicates';
import type { TrumpFlag } from '../trump-flags';
import type { ConsumerDedupe } from './consumer-dedupe';
import type { MonthSpend } from './spend-limit';
import type { SubscriptionFilter } from './subscription-filters';

/** A web lead (product 1) or an inbound call (product 2). */
export interface Lead {
  productId: ProductType;
  quoteType: QuoteType;
  /** Five digits, with the state and the county (uppercased) the geography gives it. */
  zipCode: string;
  stateAbbreviation: string;
  county: string;
  isBundle: boolean;
  isCombo: boolean;
  /** How an inbound call is transferred; null for a web lead. */
  callType: CallType | null;
  /** The consumer's answers the subscription filters read, by filter type name. */
  consumer: Readonly<Record<string, string | number>>;
  receivedAt: Date;
}

export interface StateOverride {
  stateAbbreviation: string;
  priceCents: number;
  minBidCents: number;
  maxBidCents: number;
  isActive: boolean;
}

/** What a channel pays for a lead, before the lead's state is known. Integer cents. */
export interface ChannelPricing {
  /** The channel's bid (its price). */
  priceCents: number;
  /** The package's cost; without a package the base package price; null when there is none. */
  packageCostCents: number | null;
  /** The prices of the package's price modifiers the channel selected. */
  modifierPricesCents: readonly number[];
  bidFloorCents: number | null;
  stateOverrides: readonly StateOverride[];
}

/** The schedule that governs the channel: a grouped channel's is its group's. */
export type ChannelSchedule =
  { kind: 'call'; schedule: CallSchedule } | { kind: 'web'; days: readonly WebDay[] };

/** Leads sold to the channel so far in the current periods of its client's time zone. */
export interface SoldCounts {
  interval: number;
  dayPart: number;
  day: number;
  week: number;
  month: number;
}

export interface CandidateClient {
  id: number;
  status: string;
  /** The seed's code (5 Eastern ... 10 Hawaiian, -1 not set). */
  timeZoneCode: number;
  /** The balance of the lead's product and the limit it may not go below (0 or less). */
  balanceCents: number;
  limitCents: number;
  /** The automatic recharge of the product; null when it is off. */
  rechargeAmountCents: number | null;
  /** The product's spend limit and this local month's spend; null when it has no limit. */
  spend: MonthSpend | null;
}

export interface ChannelCandidate {
  id: number;
  name: string;
  status: string;
  productTypeId: ProductType;
  quoteType: string;
  acceptsBundle: boolean;
  acceptsCombo: boolean;
  geoMaps: readonly TerritoryGeo[];
  expansionOptOut: boolean;
  /** Zips the territory expansion offers the channel beyond its geo maps. */
  secondaryZipCodes: readonly string[];
  secondaryTerritoryExcludedZipCodes: readonly string[];
  /** Null: none stored, the defaults of its product apply. */
  schedule: ChannelSchedule | null;
  /** Null: no day caps (unlimited). */
  dayCapSchedule: DayCapSchedule | null;
  /** Day caps of given dates (YYYY-MM-DD in the client's time zone). */
  dayCapOverrides: Readonly<Record<string, number>>;
  sold: SoldCounts;
  callsInFlight: number;
  callType: CallType | null;
  filters: readonly SubscriptionFilter[];
  /** The client's dedupe rule over this channel and the consumer; absent or null: none. */
  consumerDedupe?: ConsumerDedupe | null;
  pricing: ChannelPricing;
  trumpFlag: TrumpFlag;
  maxSold: number;
  lastServedAt: Date | null;
  client: CandidateClient;
}
