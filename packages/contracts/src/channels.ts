import { z } from 'zod';
import { CALL_TYPES } from '@client-admin/domain/call-types';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { isValidPauseDuration } from '@client-admin/domain/pause-duration';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { booleanQuery } from './common';

/** Channels (lead types, client quote types) of seed 001 §3. Money is in integer cents. */
export const serviceType = z.enum(['Web', 'Call']);
export const quoteType = z.enum(QUOTE_TYPES as [string, ...string[]]);
export const callType = z.enum(CALL_TYPES as ['WarmTransfer', 'ColdTransfer']);

export const geoMap = z.object({
  type: z.enum(['State', 'County', 'ZipCode']),
  stateAbbreviation: z.string(),
  county: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type GeoMap = z.infer<typeof geoMap>;

export const dayCapSchedule = z.object({
  sunday: z.number().int(),
  monday: z.number().int(),
  tuesday: z.number().int(),
  wednesday: z.number().int(),
  thursday: z.number().int(),
  friday: z.number().int(),
  saturday: z.number().int(),
  weekly: z.number().int(),
});

export const temporaryPause = z.object({ start: z.string(), scheduledEnd: z.string() });

export const channelSummary = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  name: z.string(),
  customName: z.string(),
  serviceType,
  source: serviceType,
  productTypeId: z.number().int(),
  quoteType: z.string(),
  packageId: z.string().nullable(),
  hasActivePackage: z.boolean(),
  status: z.string(),
  isActive: z.boolean(),
  isIncomplete: z.boolean(),
  priceCents: z.number().int(),
  payoutCents: z.number().int(),
  maxSold: z.number().int(),
  callType: callType.nullable(),
  filterList: z.string(),
  /** Left out with ?noGeoMaps=true. */
  geoMaps: z.array(geoMap).optional(),
  temporaryPause: temporaryPause.nullable(),
});
export type ChannelSummary = z.infer<typeof channelSummary>;

export const channelListQuery = z.object({
  noGeoMaps: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type ChannelListQuery = z.infer<typeof channelListQuery>;

export const productChannelCount = z.object({
  productTypeId: z.number().int(),
  total: z.number().int(),
  active: z.number().int(),
});
/** GET /api/LeadType/client/{id}/channelcounts: per product (1 Web, 2 Call) and overall. */
export const channelCounts = z.object({
  products: z.array(productChannelCount),
  total: z.number().int(),
  active: z.number().int(),
});
export type ChannelCounts = z.infer<typeof channelCounts>;

export const channelPriceModifier = z.object({
  packagePriceModifierId: z.number().int(),
  clientQuoteTypeId: z.number().int(),
  priceCents: z.number().int(),
});

/** GET /api/LeadType/{id} and /details/{id}: every data field of the channel. */
export const channelDetail = channelSummary.extend({
  geoMaps: z.array(geoMap),
  maxPriceCents: z.number().int().nullable(),
  dayCapSchedule: dayCapSchedule.nullable(),
  dayCapOverrides: z.record(z.string(), z.number()),
  weekdayNetPayoutCents: z.number().int().nullable(),
  weekendNetPayoutCents: z.number().int().nullable(),
  emailDelivery: z.string(),
  crmDelivery: z.array(z.object({ domain: z.string(), variables: z.array(z.string()) })),
  phoneNumbers: z.array(z.string()),
  postTemplate: z.string(),
  priceModifiers: z.array(channelPriceModifier),
  backfill: z.boolean(),
  bidFloorCents: z.number().int().nullable(),
  trumpFlag: z.number().int(),
  acceptsBundle: z.boolean(),
  acceptsCombo: z.boolean(),
  enableRecording: z.boolean(),
  enableAutoPause: z.boolean(),
  missedCallPenaltyCents: z.number().int().nullable(),
  missedCallRate: z.number().nullable(),
  answerRate: z.number().nullable(),
  unansweredThreshold: z.number().int().nullable(),
  billTimeThreshold: z.number().int().nullable(),
  isPremium: z.boolean(),
  isHidePhoneNumber: z.boolean(),
  isLegAnchor: z.boolean(),
  eprMultiplier: z.number().nullable(),
  eprResetDate: z.string().nullable(),
  estimateAmountCents: z.number().int().nullable(),
  expansionOptOut: z.boolean(),
  secondaryTerritoryExcludedZipCodes: z.array(z.string()),
  subscriptionDescription: z.string(),
  upsellRep: z.string().nullable(),
  upsellPromo: z.string().nullable(),
  sourcePackage: z.object({ id: z.string(), startDate: z.string().nullable() }).nullable(),
  stateOverrides: z.array(
    z.object({
      state: z.string(),
      priceCents: z.number().int(),
      minBidCents: z.number().int(),
      maxBidCents: z.number().int(),
      isActive: z.boolean(),
    }),
  ),
  subsidyProduct: z.string().nullable(),
  quoteTypeIsLocked: z.boolean(),
  currentSubsidyCents: z.number().int().nullable(),
  currentPromoDiscountCents: z.number().int().nullable(),
  version: z.number().int(),
});
export type ChannelDetail = z.infer<typeof channelDetail>;

/** POST /api/LeadType/pause: minutes, or -1 for the rest of today (New York). */
export const pauseChannelRequest = z.object({
  clientQuoteTypeId: z.number().int().positive(),
  duration: z
    .number()
    .refine(isValidPauseDuration, { message: CHANNEL_MESSAGES.invalidPauseDuration }),
});
export type PauseChannelRequest = z.infer<typeof pauseChannelRequest>;

/** GET /api/leadtype/callTypes?ids=1,2: channel id to call type (null for web channels). */
export const callTypesQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, { message: 'ids must be comma-separated channel ids' })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= 100, { message: 'At most 100 ids' }),
});
export const callTypesResponse = z.record(z.string(), callType.nullable());
export type CallTypesResponse = z.infer<typeof callTypesResponse>;

/** GET /api/LeadType/{id}/restrictions: what the channel's package limits. */
export const channelRestrictions = z.object({
  clientQuoteTypeId: z.number().int(),
  packageId: z.string().nullable(),
  maxSold: z.number().int(),
  maxPriceCents: z.number().int().nullable(),
});
export type ChannelRestrictions = z.infer<typeof channelRestrictions>;

/** ?changeDate=YYYY-MM-DD or an ISO instant: changes at or after it; all when left out. */
export const channelChangesQuery = z.object({
  changeDate: z.coerce.date({ message: 'changeDate must be a date' }).optional(),
});
/** GET /api/leadType/{id}/clientgeomapchanges and /getclientquotetypefilterchanges. */
export const channelChange = z.object({
  id: z.number().int(),
  clientQuoteTypeId: z.number().int(),
  changedAt: z.string(),
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ChannelChange = z.infer<typeof channelChange>;
