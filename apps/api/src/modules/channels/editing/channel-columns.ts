import type { ChannelInput, DayCapSchedule } from '@client-admin/contracts/channels';
import { defaultDayCapSchedule, toNamedDayCaps } from '@client-admin/domain/day-caps';
import { nullableToCents, toCents } from '@client-admin/domain/money';
import { PRODUCT_ID_BY_SERVICE, type ServiceType } from '@client-admin/domain/quote-types';
import type { NewChannel } from '../channels.repository';

/** The day caps of seed 001 §9: weekly 25, weekdays recalculated from it, weekends 1. */
export function defaultDayCaps(): DayCapSchedule {
  return toNamedDayCaps(defaultDayCapSchedule());
}

/**
 * The fields a person sets, as columns (money in cents). Name, status and price come later.
 * Caps left out are `fallbackDayCaps`: the defaults on add, the stored caps on edit.
 */
export function inputColumns(
  input: Omit<ChannelInput, 'clientId'>,
  serviceType: ServiceType,
  fallbackDayCaps: DayCapSchedule | null,
) {
  return {
    customName: input.customName,
    serviceType,
    source: serviceType,
    productTypeId: PRODUCT_ID_BY_SERVICE[serviceType],
    quoteType: input.quoteType,
    packageId: input.packageId,
    payoutCents: toCents(input.payout),
    maxPriceCents: nullableToCents(input.maxPrice),
    geoMaps: input.geoMaps.map((g) => ({
      ...g,
      county: g.county === null ? null : g.county.toUpperCase(),
    })),
    dayCapSchedule: input.dayCapSchedule === undefined ? fallbackDayCaps : input.dayCapSchedule,
    dayCapOverrides: input.dayCapOverrides,
    weekdayNetPayoutCents: nullableToCents(input.weekdayNetPayout),
    weekendNetPayoutCents: nullableToCents(input.weekendNetPayout),
    emailDelivery: input.emailDelivery,
    crmDelivery: input.crmDelivery,
    phoneNumbers: serviceType === 'Call' ? input.phoneNumbers : [],
    postTemplate: input.postTemplate,
    backfill: input.backfill,
    bidFloorCents: nullableToCents(input.bidFloor),
    trumpFlag: input.trumpFlag,
    acceptsBundle: input.acceptsBundle,
    acceptsCombo: input.acceptsCombo,
    enableRecording: input.enableRecording,
    enableAutoPause: input.enableAutoPause,
    missedCallPenaltyCents: nullableToCents(input.missedCallPenalty),
    missedCallRate: input.missedCallRate,
    answerRate: input.answerRate,
    unansweredThreshold: input.unansweredThreshold,
    billTimeThreshold: input.billTimeThreshold,
    // A web channel has no call type (seed 001 §3: web channels map to null).
    callType: serviceType === 'Call' ? input.callType : null,
    isPremium: input.isPremium,
    isHidePhoneNumber: input.isHidePhoneNumber,
    isLegAnchor: input.isLegAnchor,
    eprMultiplier: input.eprMultiplier,
    expansionOptOut: input.expansionOptOut,
    secondaryTerritoryExcludedZipCodes: input.secondaryTerritoryExcludedZipCodes,
    subscriptionDescription: input.subscriptionDescription,
    upsellRep: input.upsellRep,
    upsellPromo: input.upsellPromo,
    sourcePackageId: input.sourcePackage?.id ?? null,
    sourcePackageStartDate: input.sourcePackage?.startDate ?? null,
    stateOverrides: input.stateOverrides.map((o) => ({
      state: o.state.toUpperCase(),
      priceCents: toCents(o.price),
      minBidCents: toCents(o.minBid),
      maxBidCents: toCents(o.maxBid),
      isActive: o.isActive,
    })),
    subsidyProduct: input.subsidyProduct,
    quoteTypeIsLocked: input.quoteTypeIsLocked,
  } satisfies Partial<NewChannel>;
}
