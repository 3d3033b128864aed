import { CHANNEL_SERVICE_PARAMS } from '@client-admin/domain/channel-service-types';
import { z } from 'zod';
import { CALL_TYPES } from '@client-admin/domain/call-types';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import {
  isValidPauseDuration,
  MAX_PAUSE_DURATION_MINUTES,
  PAUSE_UNTIL_END_OF_DAY,
} from '@client-admin/domain/pause-duration';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { MAX_RADIUS_MILES } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES } from '@client-admin/domain/territory/territory-messages';
import { isTrumpFlag } from '@client-admin/domain/trump-flags';
import { operation } from './call-table';
import { channelCalls } from './channels.calls';
import { booleanQuery } from './common';
import { webLeadScheduleEntry, webLeadScheduleInput } from './schedule-fields';
import {
  count,
  decimal,
  id,
  idParam,
  integer,
  LENGTHS,
  MAX_COUNT,
  MAX_INTEGER,
  name,
  nonNegativeMoney,
  pageQuery,
  pageSizeQuery,
  text,
} from './schema-builders';

/** Channels (lead types, client quote types) of seed 001 §3. Money is in dollars (decision 0011). */
export const serviceType = z.enum(['Web', 'Call']);
export const quoteType = z.enum(QUOTE_TYPES as [string, ...string[]]);
export const callType = z.enum(CALL_TYPES as ['WarmTransfer', 'ColdTransfer']);

/**
 * A geo of a channel's territory (seed 001 §3 Channel geoMaps). A zip drawn as part of a radius
 * also keeps the Territory geo fields radiusBoundary and milesAway (its centre is the zip 0
 * miles away), and a zip of a custom list isCustomZip, so the editor can draw them again.
 */
export const geoMap = z.object({
  type: z.enum(['State', 'County', 'ZipCode']),
  stateAbbreviation: z.string(),
  county: z.string().nullable(),
  zipCode: z.string().nullable(),
  radiusBoundary: z.number().nullable().optional(),
  milesAway: z.number().nullable().optional(),
  isCustomZip: z.boolean().optional(),
});
export type GeoMap = z.infer<typeof geoMap>;
const geoMapInput = geoMap.extend({
  stateAbbreviation: text({ max: LENGTHS.code }),
  county: text({ max: LENGTHS.name }).nullable(),
  zipCode: text({ max: LENGTHS.code }).nullable(),
  radiusBoundary: integer({
    min: 0,
    max: MAX_RADIUS_MILES,
    message: TERRITORY_LOOKUP_MESSAGES.radiusOutOfRange,
  })
    .nullable()
    .optional(),
  milesAway: decimal({ min: 0, max: MAX_RADIUS_MILES }).nullable().optional(),
  isCustomZip: z.boolean().optional(),
});

/** Sunday..Saturday and the weekly cap; -1 is unlimited. */
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
export type DayCapSchedule = z.infer<typeof dayCapSchedule>;

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
  price: z.number(),
  payout: z.number(),
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
  page: pageQuery.optional(),
  pageSize: pageSizeQuery().optional(),
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
  price: z.number(),
});

/** GET /api/LeadType/{id} and /details/{id}: every data field of the channel. */
export const channelDetail = channelSummary.extend({
  geoMaps: z.array(geoMap),
  maxPrice: z.number().nullable(),
  dayCapSchedule: dayCapSchedule.nullable(),
  dayCapOverrides: z.record(z.string(), z.number()),
  weekdayNetPayout: z.number().nullable(),
  weekendNetPayout: z.number().nullable(),
  emailDelivery: z.string(),
  crmDelivery: z.array(z.object({ domain: z.string(), variables: z.array(z.string()) })),
  phoneNumbers: z.array(z.string()),
  postTemplate: z.string(),
  priceModifiers: z.array(channelPriceModifier),
  backfill: z.boolean(),
  bidFloor: z.number().nullable(),
  trumpFlag: z.number().int(),
  acceptsBundle: z.boolean(),
  acceptsCombo: z.boolean(),
  enableRecording: z.boolean(),
  enableAutoPause: z.boolean(),
  missedCallPenalty: z.number().nullable(),
  missedCallRate: z.number().nullable(),
  answerRate: z.number().nullable(),
  unansweredThreshold: z.number().int().nullable(),
  billTimeThreshold: z.number().int().nullable(),
  isPremium: z.boolean(),
  isHidePhoneNumber: z.boolean(),
  isLegAnchor: z.boolean(),
  eprMultiplier: z.number().nullable(),
  eprResetDate: z.string().nullable(),
  estimateAmount: z.number().nullable(),
  expansionOptOut: z.boolean(),
  secondaryTerritoryExcludedZipCodes: z.array(z.string()),
  subscriptionDescription: z.string(),
  upsellRep: z.string().nullable(),
  upsellPromo: z.string().nullable(),
  sourcePackage: z.object({ id: z.string(), startDate: z.string().nullable() }).nullable(),
  stateOverrides: z.array(
    z.object({
      state: z.string(),
      price: z.number(),
      minBid: z.number(),
      maxBid: z.number(),
      isActive: z.boolean(),
    }),
  ),
  subsidyProduct: z.string().nullable(),
  quoteTypeIsLocked: z.boolean(),
  currentSubsidy: z.number().nullable(),
  currentPromoDiscount: z.number().nullable(),
  /** A web channel's web lead schedule, in the wire form (a call channel's: []). */
  schedule: z.array(webLeadScheduleEntry),
  version: z.number().int(),
});
export type ChannelDetail = z.infer<typeof channelDetail>;

/** POST /api/LeadType/pause: minutes, or -1 for the rest of today (New York). */
export const pauseChannelRequest = z.object({
  clientQuoteTypeId: id,
  duration: z
    .number()
    .min(PAUSE_UNTIL_END_OF_DAY, { message: CHANNEL_MESSAGES.invalidPauseDuration })
    .max(MAX_PAUSE_DURATION_MINUTES, { message: CHANNEL_MESSAGES.pauseDurationTooLong })
    .refine(isValidPauseDuration, { message: CHANNEL_MESSAGES.invalidPauseDuration }),
});
export type PauseChannelRequest = z.infer<typeof pauseChannelRequest>;

/** GET /api/leadtype/callTypes?ids=1,2: channel id to call type (null for web channels). */
export const callTypesQuery = z.object({
  ids: text({ max: LENGTHS.document })
    .regex(/^\d+(,\d+)*$/, { message: 'ids must be comma-separated channel ids' })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= 100, { message: 'At most 100 ids' })
    .refine((ids) => ids.every((n) => n <= MAX_INTEGER), { message: 'ids must be channel ids' }),
});
export const callTypesResponse = z.record(z.string(), callType.nullable());
export type CallTypesResponse = z.infer<typeof callTypesResponse>;

/** GET /api/LeadType/{id}/restrictions: what the channel's package limits. */
export const channelRestrictions = z.object({
  clientQuoteTypeId: z.number().int(),
  packageId: z.string().nullable(),
  maxSold: z.number().int(),
  maxPrice: z.number().nullable(),
});
export type ChannelRestrictions = z.infer<typeof channelRestrictions>;

/** ?changeDate=YYYY-MM-DD or an ISO instant: changes at or after it; all when left out. */
const changeDateMessage = { message: 'changeDate must be a date' };
export const channelChangesQuery = z.object({
  changeDate: text({ max: LENGTHS.code })
    .pipe(
      z.coerce
        .date<string>(changeDateMessage)
        .min(new Date('1900-01-01'), changeDateMessage)
        .max(new Date('9999-12-31'), changeDateMessage),
    )
    .optional(),
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

// No .int(): a fraction gets the trump-flag message too, not zod's generic one.
const trumpFlagMessage = { message: 'Trump flag must be -1, 0, 1 or 2' };
const trumpFlag = z
  .number(trumpFlagMessage)
  .min(-1, trumpFlagMessage)
  .max(2, trumpFlagMessage)
  .refine(isTrumpFlag, trumpFlagMessage);
const dayCap = integer({
  min: -1,
  max: MAX_COUNT,
  tooSmall: 'Cap must be -1 (unlimited) or more',
  tooBig: `Cap must be at most ${MAX_COUNT}`,
});
/** A multiplier of expected revenue; anything near this is a typing mistake. */
const MAX_EPR_MULTIPLIER = 100;
/** Day caps by date; a year of them is plenty. */
const MAX_DAY_CAP_OVERRIDES = 400;
const MAX_LIST = 100;

/**
 * The body of POST /api/leadtype/add/{serviceType} and /api/LeadType/edit/{serviceType}: every
 * field a person sets. The server derives id, status, name, productTypeId, source and the
 * package's restrictions; anything left out takes the default of seed 001 §9.
 */
export const channelInput = z.object({
  clientId: id,
  customName: name().default(''),
  quoteType: quoteType,
  packageId: z.guid({ message: 'Choose a package' }).nullable().default(null),
  price: nonNegativeMoney.default(0),
  payout: nonNegativeMoney.default(0),
  maxPrice: nonNegativeMoney.nullable().default(null),
  geoMaps: z.array(geoMapInput).max(5000).default([]),
  dayCapSchedule: z
    .object({
      sunday: dayCap,
      monday: dayCap,
      tuesday: dayCap,
      wednesday: dayCap,
      thursday: dayCap,
      friday: dayCap,
      saturday: dayCap,
      weekly: dayCap,
    })
    .nullable()
    /** Left out: the defaults of seed 001 §9 on add, the stored caps on edit; null is unlimited. */
    .optional(),
  dayCapOverrides: z
    .record(text({ max: LENGTHS.code }), dayCap)
    .refine((caps) => Object.keys(caps).length <= MAX_DAY_CAP_OVERRIDES, {
      message: `At most ${MAX_DAY_CAP_OVERRIDES} day caps`,
    })
    .default({}),
  weekdayNetPayout: nonNegativeMoney.nullable().default(null),
  weekendNetPayout: nonNegativeMoney.nullable().default(null),
  emailDelivery: text({ max: 1000, trim: true }).default(''),
  crmDelivery: z
    .array(
      z.object({
        domain: text({ max: LENGTHS.url, trim: true }).min(1),
        variables: z.array(text({ max: LENGTHS.name })).max(MAX_LIST),
      }),
    )
    .max(MAX_LIST)
    .default([]),
  phoneNumbers: z
    .array(
      text({ max: LENGTHS.code }).regex(/^\d{10}$/, { message: 'Phone numbers have 10 digits' }),
    )
    .max(MAX_LIST)
    .default([]),
  postTemplate: text({ max: 10_000 }).default(''),
  priceModifiers: z
    .array(z.object({ packagePriceModifierId: id, price: nonNegativeMoney }))
    .max(MAX_LIST)
    .default([]),
  maxSold: integer({ min: 1, max: 10 }).default(4),
  backfill: z.boolean().default(false),
  bidFloor: nonNegativeMoney.nullable().default(null),
  trumpFlag: trumpFlag.default(0),
  acceptsBundle: z.boolean().default(false),
  acceptsCombo: z.boolean().default(false),
  enableRecording: z.boolean().default(false),
  enableAutoPause: z.boolean().default(false),
  missedCallPenalty: nonNegativeMoney.nullable().default(null),
  missedCallRate: decimal({ min: 0, max: 100 }).nullable().default(null),
  answerRate: decimal({ min: 0, max: 100 }).nullable().default(null),
  unansweredThreshold: count().nullable().default(null),
  billTimeThreshold: count().nullable().default(null),
  callType: callType.nullable().default(null),
  isPremium: z.boolean().default(false),
  isHidePhoneNumber: z.boolean().default(false),
  isLegAnchor: z.boolean().default(false),
  eprMultiplier: decimal({ min: 0, max: MAX_EPR_MULTIPLIER }).nullable().default(null),
  expansionOptOut: z.boolean().default(false),
  secondaryTerritoryExcludedZipCodes: z
    .array(text({ max: LENGTHS.code }).regex(/^\d{5}$/))
    .max(50_000)
    .default([]),
  subscriptionDescription: text({ max: LENGTHS.note }).default(''),
  upsellRep: text({ max: LENGTHS.name }).nullable().default(null),
  upsellPromo: text({ max: LENGTHS.name }).nullable().default(null),
  sourcePackage: z
    .object({ id: z.guid(), startDate: z.iso.date().nullable() })
    .nullable()
    .default(null),
  stateOverrides: z
    .array(
      z.object({
        state: text({ max: 2 }).length(2),
        price: nonNegativeMoney,
        minBid: nonNegativeMoney,
        maxBid: nonNegativeMoney,
        isActive: z.boolean(),
      }),
    )
    .max(MAX_LIST)
    .default([]),
  subsidyProduct: text({ max: LENGTHS.code }).nullable().default(null),
  quoteTypeIsLocked: z.boolean().default(false),
  /**
   * A web channel's web lead schedule entries. Left out: the stored schedule on edit, none on
   * add (the default schedule is shown). Refused for a call channel.
   */
  schedule: webLeadScheduleInput.optional(),
});
export type ChannelInput = z.infer<typeof channelInput>;

/** A channel's fields without its owner: what the editor edits, and a signup's channel. */
export const channelDraftInput = channelInput.omit({ clientId: true });
export type ChannelDraftInput = z.infer<typeof channelDraftInput>;

/** Edit adds the channel id and the version read, for optimistic concurrency (409 on mismatch). */
export const channelEditInput = channelInput.extend({
  id,
  version: integer({ min: 1, max: MAX_INTEGER }),
});
export type ChannelEditInput = z.infer<typeof channelEditInput>;

/** Path {serviceType} of add/edit/new: Web, Call, or CallCampaign (corporate call channel). */
export const channelServiceTypeParam = z.enum(CHANNEL_SERVICE_PARAMS, {
  message: 'serviceType must be Web, Call or CallCampaign',
});
export type ChannelServiceTypeParam = z.infer<typeof channelServiceTypeParam>;

/** POST /api/LeadType/clone: copies a channel (to the same client unless clientId says). */
export const cloneChannelRequest = z.object({
  clientQuoteTypeId: id,
  clientId: id.optional(),
  customName: name().optional(),
});
export type CloneChannelRequest = z.infer<typeof cloneChannelRequest>;

/** POST api/leadType/{id}/testLead answer. */
export const testLeadResponse = z.object({
  message: z.string(),
  deliveredTo: z.array(z.string()),
});
export type TestLeadResponse = z.infer<typeof testLeadResponse>;

/** Subscription filter of seed 001 §3; subscriptionFilterId -1 is a new one. */
export const subscriptionFilter = z.object({
  subscriptionFilterId: z.number().int().min(-1),
  subscriptionFilterTypeId: z.number().int().positive(),
  subscriptionFilterTypeName: z.string(),
  subscriptionFilterTypeOperator: z.string(),
  subscriptionFilterTypeInputValue: z.string().max(500).nullable(),
  /** The id of the chosen lookup value, for filter types that take a lookup. */
  subscriptionFilterTypeInputLookup: z.number().int().nullable(),
});
export type SubscriptionFilter = z.infer<typeof subscriptionFilter>;
const subscriptionFilterInput = subscriptionFilter.extend({
  subscriptionFilterId: integer({ min: -1, max: MAX_INTEGER }),
  subscriptionFilterTypeId: id,
  subscriptionFilterTypeName: text({ max: LENGTHS.name }),
  subscriptionFilterTypeOperator: text({ max: LENGTHS.code }),
  subscriptionFilterTypeInputValue: text({ max: 500 }).nullable(),
  subscriptionFilterTypeInputLookup: id.nullable(),
});

export const subscriptionFilterType = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
  inputKind: z.enum(['text', 'number', 'lookup']),
  lookups: z.array(z.object({ id: z.number().int(), value: z.string(), label: z.string() })),
});
export type SubscriptionFilterType = z.infer<typeof subscriptionFilterType>;

/** GET api/LeadType/GetSubscriptionFilters/{id}/ (and GetTazSubscriptionFilters). */
export const subscriptionFiltersResponse = z.object({
  subscriptionFilters: z.array(subscriptionFilter),
  subscriptionFilterTypes: z.array(subscriptionFilterType),
});
export type SubscriptionFiltersResponse = z.infer<typeof subscriptionFiltersResponse>;

/** POST api/LeadType/UpsertSubscriptionFilter/{id}: the whole list replaces the channel's. */
export const upsertSubscriptionFiltersRequest = z.array(subscriptionFilterInput).max(200);

/** Dollars of a volume estimate; its column holds up to about $21 million in cents. */
const MAX_ESTIMATE = 10_000_000;

/** ?estimateAmount= of POST /api/LeadType/edit/{serviceType}: the volume estimate shown. */
export const channelEditQuery = z.object({
  estimateAmount: z.coerce.number().min(0).max(MAX_ESTIMATE).optional(),
});

/**
 * GET /api/LeadType/new/{serviceType}?isSignup=&clientId= (or the clientId header). A signup's
 * channel has no client yet: with isSignup, the parent company and client type the signup names
 * stand in for the client's.
 */
export const newChannelQuery = z.object({
  isSignup: booleanQuery.optional(),
  clientId: idParam.optional(),
  parentCompany: text({ max: LENGTHS.code }).optional(),
  clientType: z.enum(CLIENT_TYPES).optional(),
});

/** GET /api/LeadType/dashboard/{clientId}: the client dashboard's channel summary. */
export const channelDashboard = z.object({
  clientId: z.number().int(),
  total: z.number().int(),
  active: z.number().int(),
  paused: z.number().int(),
  incomplete: z.number().int(),
  products: z.array(
    z.object({
      productTypeId: z.number().int(),
      total: z.number().int(),
      active: z.number().int(),
      paused: z.number().int(),
      incomplete: z.number().int(),
    }),
  ),
  /** Incomplete, paused, or without an active package. */
  needsAttention: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      productTypeId: z.number().int(),
      status: z.string(),
      temporaryPause: temporaryPause.nullable(),
      reason: z.enum(['incomplete', 'paused', 'inactivePackage']),
    }),
  ),
});
export type ChannelDashboard = z.infer<typeof channelDashboard>;

/** GET /api/LeadType/leadchannels/{clientId}: the client's channels for pickers. */
export const leadChannelOption = z.object({
  id: z.number().int(),
  name: z.string(),
  productTypeId: z.number().int(),
  status: z.string(),
});
export type LeadChannelOption = z.infer<typeof leadChannelOption>;

/** GET /api/LeadType/{id}/caps/min: the lowest cap each day (and the week) may be set to. */
export const channelCapMinimums = dayCapSchedule;
export type ChannelCapMinimums = z.infer<typeof channelCapMinimums>;

/** GET /api/LeadType/territorydetail/{id}?subsidyProduct=: the channel's geo maps grouped. */
export const territoryDetailQuery = z.object({
  subsidyProduct: text({ max: LENGTHS.code }).optional(),
});
export const territoryDetail = z.object({
  clientQuoteTypeId: z.number().int(),
  subsidyProduct: z.string().nullable(),
  states: z.array(z.string()),
  counties: z.array(z.object({ stateAbbreviation: z.string(), county: z.string() })),
  zips: z.array(z.object({ stateAbbreviation: z.string(), zipCode: z.string() })),
  counts: z.object({
    states: z.number().int(),
    counties: z.number().int(),
    zips: z.number().int(),
  }),
});
export type TerritoryDetail = z.infer<typeof territoryDetail>;

/** GET /api/LeadType/crms/{clientId}: the CRM targets a channel can post to. */
export const crmTarget = z.object({
  domain: z.string(),
  name: z.string(),
  variableNames: z.array(z.string()),
  isEcrm: z.boolean(),
});
export type CrmTarget = z.infer<typeof crmTarget>;

/** GET /api/LeadType/subsidyProduct?parentCompany&packageId&isCall&quoteType */
export const subsidyProductQuery = z.object({
  parentCompany: text({ max: LENGTHS.code }).optional(),
  packageId: text({ max: LENGTHS.code }).optional(),
  isCall: booleanQuery.optional(),
  quoteType: text({ max: 20 }).optional(),
});
export type SubsidyProductQuery = z.input<typeof subsidyProductQuery>;
export const subsidyProductResponse = z.object({ subsidyProduct: z.string().nullable() });

/** GET /api/leadtype/quoteTypes/{parentCompany}?serviceType=&clientId= */
export const quoteTypesQuery = z.object({
  serviceType: serviceType.default('Web'),
  clientId: idParam.optional(),
});
export const quoteTypeOption = z.object({
  code: z.string(),
  label: z.string(),
  id: z.number().int(),
});
export type QuoteTypeOption = z.infer<typeof quoteTypeOption>;

/** GET /api/Clients/upsells/{clientId} (seed 001 §3 Upsell), newest first. */
export const channelUpsell = z.object({
  id: z.number().int(),
  clientQuoteTypeId: z.number().int(),
  repId: z.string(),
  upsellDate: z.string(),
  upsellType: z.string(),
  upsellPromo: z.string().nullable(),
});
export type ChannelUpsell = z.infer<typeof channelUpsell>;

const clientParams = z.object({ clientId: idParam });
const idParams = z.object({ id: idParam });
const serviceTypeParams = z.object({ serviceType: channelServiceTypeParam });
const channelChanges = z.array(channelChange);

/** The channel calls; the package calls of the channel editor are in channel-packages.ts. */
export const channelOperations = {
  listChannels: operation(channelCalls.listChannels, {
    params: clientParams,
    query: channelListQuery,
    response: z.array(channelSummary),
  }),
  countChannels: operation(channelCalls.countChannels, {
    params: clientParams,
    response: channelCounts,
  }),
  getCallTypes: operation(channelCalls.getCallTypes, {
    query: callTypesQuery,
    response: callTypesResponse,
  }),
  getChannel: operation(channelCalls.getChannel, { params: idParams, response: channelDetail }),
  getChannelDetails: operation(channelCalls.getChannelDetails, {
    params: idParams,
    response: channelDetail,
  }),
  getRestrictions: operation(channelCalls.getRestrictions, {
    params: idParams,
    response: channelRestrictions,
  }),
  getGeoMapChanges: operation(channelCalls.getGeoMapChanges, {
    params: idParams,
    query: channelChangesQuery,
    response: channelChanges,
  }),
  getFilterChanges: operation(channelCalls.getFilterChanges, {
    params: idParams,
    query: channelChangesQuery,
    response: channelChanges,
  }),
  pauseChannel: operation(channelCalls.pauseChannel, {
    body: pauseChannelRequest,
    response: channelSummary,
  }),
  unpauseChannel: operation(channelCalls.unpauseChannel, {
    params: idParams,
    response: channelSummary,
  }),

  getChannelDashboard: operation(channelCalls.getChannelDashboard, {
    params: clientParams,
    response: channelDashboard,
  }),
  getLeadChannels: operation(channelCalls.getLeadChannels, {
    params: idParams,
    response: z.array(leadChannelOption),
  }),
  getCapMinimums: operation(channelCalls.getCapMinimums, {
    params: idParams,
    response: channelCapMinimums,
  }),
  getTerritoryDetail: operation(channelCalls.getTerritoryDetail, {
    params: idParams,
    query: territoryDetailQuery,
    response: territoryDetail,
  }),
  getCrmTargets: operation(channelCalls.getCrmTargets, {
    params: z.object({ x: idParam }),
    response: z.array(crmTarget),
  }),
  getQuoteTypes: operation(channelCalls.getQuoteTypes, {
    params: z.object({ parentCompany: text({ max: LENGTHS.code }).min(1) }),
    query: quoteTypesQuery,
    response: z.array(quoteTypeOption),
  }),
  getUpsells: operation(channelCalls.getUpsells, {
    params: clientParams,
    response: z.array(channelUpsell),
  }),

  addChannel: operation(channelCalls.addChannel, {
    params: serviceTypeParams,
    body: channelInput,
    response: channelDetail,
    status: 201,
  }),
  editChannel: operation(channelCalls.editChannel, {
    params: serviceTypeParams,
    query: channelEditQuery,
    body: channelEditInput,
    response: channelDetail,
  }),
  newChannel: operation(channelCalls.newChannel, {
    params: serviceTypeParams,
    query: newChannelQuery,
    response: channelDetail,
  }),
  cloneChannel: operation(channelCalls.cloneChannel, {
    body: cloneChannelRequest,
    response: channelDetail,
    status: 201,
  }),
  sendTestLead: operation(channelCalls.sendTestLead, {
    params: idParams,
    response: testLeadResponse,
  }),
  resetEpr: operation(channelCalls.resetEpr, {
    params: z.object({ clientId: idParam, x: idParam }),
    response: channelDetail,
  }),

  getSubscriptionFilters: operation(channelCalls.getSubscriptionFilters, {
    params: idParams,
    response: subscriptionFiltersResponse,
  }),
  upsertSubscriptionFilters: operation(channelCalls.upsertSubscriptionFilters, {
    params: idParams,
    body: upsertSubscriptionFiltersRequest,
    response: subscriptionFiltersResponse,
  }),
  getTazSubscriptionFilters: operation(channelCalls.getTazSubscriptionFilters, {
    params: idParams,
    response: subscriptionFiltersResponse,
  }),
  upsertTazSubscriptionFilters: operation(channelCalls.upsertTazSubscriptionFilters, {
    params: idParams,
    body: upsertSubscriptionFiltersRequest,
    response: subscriptionFiltersResponse,
  }),
};
