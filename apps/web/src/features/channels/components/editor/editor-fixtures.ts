import type { ChannelDetail } from '@client-admin/contracts/channels';
import type { AccountDetails, Client } from '@client-admin/contracts/clients';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { ACCOUNT, CLIENT } from '../../../../lib/testing/client-fixtures';

/** Test data of the channel editor: agent client 5 (Allstate) and corporate client 6. */
export const AGENT_CLIENT: Client = CLIENT;

export const CORPORATE_CLIENT: Client = {
  ...AGENT_CLIENT,
  id: 6,
  fullName: 'Big Corp',
  clientType: 'CORPORATE',
};

export const accountWith = (id: number, agencyEmail: string): AccountDetails => ({
  ...ACCOUNT,
  id,
  agencyEmail,
});

export const QUOTE_TYPES = [
  { code: 'auto', label: 'Auto', id: 1 },
  { code: 'home', label: 'Home', id: 2 },
];

export const makePackage = (overrides: Partial<PackageDetail> = {}): PackageDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Allstate Auto Web',
  carrier: 'ALLSTATE',
  cost: 20,
  filters: [],
  serviceType: 'Web',
  productTypeId: 1,
  quoteType: 'auto',
  quoteTypeId: 1,
  quoteTypeLabel: 'Auto',
  serviceId: 1,
  maxSold: 3,
  isActive: true,
  isSourceOnly: false,
  priceModifiers: [
    {
      id: 11,
      name: 'Standard',
      priceMin: 10,
      priceMax: 15,
      isDefaultSelected: true,
      isSelected: false,
    },
    {
      id: 12,
      name: 'Exclusive',
      priceMin: 20,
      priceMax: 40,
      isDefaultSelected: false,
      isSelected: false,
    },
  ],
  ...overrides,
});

export const PACKAGES: PackageDetail[] = [
  makePackage(),
  makePackage({
    id: CUSTOM_PACKAGE_ID,
    name: 'Custom',
    carrier: null,
    cost: 5,
    maxSold: 4,
    priceModifiers: [],
  }),
];

export const CRM_TARGETS = [
  { domain: 'ecrm.example.com', name: 'ECRM', variableNames: ['Agent e-mail name'], isEcrm: true },
  { domain: 'crm.example.com', name: 'Acme CRM', variableNames: ['Account key'], isEcrm: false },
];

export function makeChannelDetail(overrides: Partial<ChannelDetail> = {}): ChannelDetail {
  return {
    id: 9,
    clientId: 5,
    name: 'Channel 9',
    customName: 'Main auto',
    serviceType: 'Web',
    source: 'Web',
    productTypeId: 1,
    quoteType: 'auto',
    packageId: PACKAGES[0]!.id,
    hasActivePackage: true,
    status: 'ACTIVE',
    isActive: true,
    isIncomplete: false,
    price: 22.5,
    payout: 0,
    maxSold: 3,
    callType: null,
    filterList: '',
    geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
    temporaryPause: null,
    maxPrice: null,
    dayCapSchedule: {
      sunday: 1,
      monday: 7,
      tuesday: 7,
      wednesday: 7,
      thursday: 7,
      friday: 7,
      saturday: 1,
      weekly: 25,
    },
    dayCapOverrides: {},
    weekdayNetPayout: null,
    weekendNetPayout: null,
    emailDelivery: 'leads@example.com',
    crmDelivery: [],
    phoneNumbers: [],
    postTemplate: '',
    priceModifiers: [{ packagePriceModifierId: 11, clientQuoteTypeId: 9, price: 15 }],
    backfill: false,
    bidFloor: null,
    trumpFlag: 0,
    acceptsBundle: false,
    acceptsCombo: false,
    enableRecording: false,
    enableAutoPause: false,
    missedCallPenalty: null,
    missedCallRate: null,
    answerRate: null,
    unansweredThreshold: null,
    billTimeThreshold: null,
    isPremium: false,
    isHidePhoneNumber: false,
    isLegAnchor: false,
    eprMultiplier: null,
    eprResetDate: null,
    estimateAmount: 120,
    expansionOptOut: false,
    secondaryTerritoryExcludedZipCodes: [],
    subscriptionDescription: '',
    upsellRep: null,
    upsellPromo: null,
    sourcePackage: null,
    stateOverrides: [],
    subsidyProduct: null,
    quoteTypeIsLocked: false,
    currentSubsidy: null,
    currentPromoDiscount: null,
    schedule: [],
    version: 2,
    ...overrides,
  };
}
