import type { WebLeadScheduleEntry } from '@client-admin/contracts/schedule-fields';
import type { ChannelDetail, ChannelSummary } from '@client-admin/contracts/channels';
import { isActiveChannel, isIncompleteChannelName } from '@client-admin/domain/channel-status';
import { nullableToDollars, toDollars } from '@client-admin/domain/money';
import type { ChannelRow, ChannelWithPackage } from './channels.repository';

type PriceModifierRow = { packagePriceModifierId: number; channelId: number; priceCents: number };

export function toChannelSummary(
  row: ChannelWithPackage,
  options: { geoMaps: boolean } = { geoMaps: true },
): ChannelSummary {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    customName: row.customName,
    serviceType: row.serviceType,
    source: row.source,
    productTypeId: row.productTypeId,
    quoteType: row.quoteType,
    packageId: row.packageId,
    hasActivePackage: row.packageIsActive === true,
    status: row.status,
    isActive: isActiveChannel(row.status),
    isIncomplete: isIncompleteChannelName(row.name),
    price: toDollars(row.priceCents),
    payout: toDollars(row.payoutCents),
    maxSold: row.maxSold,
    callType: row.callType,
    filterList: row.filterList,
    ...(options.geoMaps ? { geoMaps: row.geoMaps } : {}),
    temporaryPause: row.temporaryPause,
  };
}

export function toChannelDetail(
  row: ChannelWithPackage,
  modifiers: PriceModifierRow[],
  schedule: WebLeadScheduleEntry[],
): ChannelDetail {
  return {
    ...toChannelSummary(row),
    geoMaps: row.geoMaps,
    maxPrice: nullableToDollars(row.maxPriceCents),
    dayCapSchedule: row.dayCapSchedule,
    dayCapOverrides: row.dayCapOverrides,
    weekdayNetPayout: nullableToDollars(row.weekdayNetPayoutCents),
    weekendNetPayout: nullableToDollars(row.weekendNetPayoutCents),
    emailDelivery: row.emailDelivery,
    crmDelivery: row.crmDelivery,
    phoneNumbers: row.phoneNumbers,
    postTemplate: row.postTemplate,
    priceModifiers: modifiers.map((m) => ({
      packagePriceModifierId: m.packagePriceModifierId,
      clientQuoteTypeId: m.channelId,
      price: toDollars(m.priceCents),
    })),
    backfill: row.backfill,
    bidFloor: nullableToDollars(row.bidFloorCents),
    trumpFlag: row.trumpFlag,
    acceptsBundle: row.acceptsBundle,
    acceptsCombo: row.acceptsCombo,
    enableRecording: row.enableRecording,
    enableAutoPause: row.enableAutoPause,
    missedCallPenalty: nullableToDollars(row.missedCallPenaltyCents),
    missedCallRate: row.missedCallRate,
    answerRate: row.answerRate,
    unansweredThreshold: row.unansweredThreshold,
    billTimeThreshold: row.billTimeThreshold,
    isPremium: row.isPremium,
    isHidePhoneNumber: row.isHidePhoneNumber,
    isLegAnchor: row.isLegAnchor,
    eprMultiplier: row.eprMultiplier,
    eprResetDate: row.eprResetDate?.toISOString() ?? null,
    estimateAmount: nullableToDollars(row.estimateAmountCents),
    expansionOptOut: row.expansionOptOut,
    secondaryTerritoryExcludedZipCodes: row.secondaryTerritoryExcludedZipCodes,
    subscriptionDescription: row.subscriptionDescription,
    upsellRep: row.upsellRep,
    upsellPromo: row.upsellPromo,
    sourcePackage: row.sourcePackageId
      ? { id: row.sourcePackageId, startDate: row.sourcePackageStartDate }
      : null,
    stateOverrides: row.stateOverrides.map((o) => ({
      state: o.state,
      price: toDollars(o.priceCents),
      minBid: toDollars(o.minBidCents),
      maxBid: toDollars(o.maxBidCents),
      isActive: o.isActive,
    })),
    subsidyProduct: row.subsidyProduct,
    quoteTypeIsLocked: row.quoteTypeIsLocked,
    currentSubsidy: nullableToDollars(row.currentSubsidyCents),
    currentPromoDiscount: nullableToDollars(row.currentPromoDiscountCents),
    schedule,
    version: row.version,
  };
}

/** The fields a pause audit records. */
export const pauseState = (row: Pick<ChannelRow, 'status' | 'temporaryPause'>) => ({
  status: row.status,
  temporaryPause: row.temporaryPause,
});
