import type { ChannelDetail, ChannelSummary } from '@client-admin/contracts/channels';
import { isActiveChannel, isIncompleteChannelName } from '@client-admin/domain/channel-status';
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
    priceCents: row.priceCents,
    payoutCents: row.payoutCents,
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
): ChannelDetail {
  return {
    ...toChannelSummary(row),
    geoMaps: row.geoMaps,
    maxPriceCents: row.maxPriceCents,
    dayCapSchedule: row.dayCapSchedule,
    dayCapOverrides: row.dayCapOverrides,
    weekdayNetPayoutCents: row.weekdayNetPayoutCents,
    weekendNetPayoutCents: row.weekendNetPayoutCents,
    emailDelivery: row.emailDelivery,
    crmDelivery: row.crmDelivery,
    phoneNumbers: row.phoneNumbers,
    postTemplate: row.postTemplate,
    priceModifiers: modifiers.map((m) => ({
      packagePriceModifierId: m.packagePriceModifierId,
      clientQuoteTypeId: m.channelId,
      priceCents: m.priceCents,
    })),
    backfill: row.backfill,
    bidFloorCents: row.bidFloorCents,
    trumpFlag: row.trumpFlag,
    acceptsBundle: row.acceptsBundle,
    acceptsCombo: row.acceptsCombo,
    enableRecording: row.enableRecording,
    enableAutoPause: row.enableAutoPause,
    missedCallPenaltyCents: row.missedCallPenaltyCents,
    missedCallRate: row.missedCallRate,
    answerRate: row.answerRate,
    unansweredThreshold: row.unansweredThreshold,
    billTimeThreshold: row.billTimeThreshold,
    isPremium: row.isPremium,
    isHidePhoneNumber: row.isHidePhoneNumber,
    isLegAnchor: row.isLegAnchor,
    eprMultiplier: row.eprMultiplier,
    eprResetDate: row.eprResetDate?.toISOString() ?? null,
    estimateAmountCents: row.estimateAmountCents,
    expansionOptOut: row.expansionOptOut,
    secondaryTerritoryExcludedZipCodes: row.secondaryTerritoryExcludedZipCodes,
    subscriptionDescription: row.subscriptionDescription,
    upsellRep: row.upsellRep,
    upsellPromo: row.upsellPromo,
    sourcePackage: row.sourcePackageId
      ? { id: row.sourcePackageId, startDate: row.sourcePackageStartDate }
      : null,
    stateOverrides: row.stateOverrides,
    subsidyProduct: row.subsidyProduct,
    quoteTypeIsLocked: row.quoteTypeIsLocked,
    currentSubsidyCents: row.currentSubsidyCents,
    currentPromoDiscountCents: row.currentPromoDiscountCents,
    version: row.version,
  };
}

/** The fields a pause audit records. */
export const pauseState = (row: Pick<ChannelRow, 'status' | 'temporaryPause'>) => ({
  status: row.status,
  temporaryPause: row.temporaryPause,
});
