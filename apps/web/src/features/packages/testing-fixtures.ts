import type { PackageAdminDetail, PackageDetail } from '@client-admin/contracts/packages';

export const CARRIERS = [
  { value: 'STATEFARM', label: 'State Farm' },
  { value: 'ALLSTATE', label: 'Allstate' },
];

export const AUTO_PACKAGE: PackageDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'State Farm Auto Web',
  carrier: 'STATEFARM',
  cost: 11.25,
  filters: ['Credit Rating'],
  serviceType: 'Web',
  productTypeId: 1,
  quoteType: 'auto',
  quoteTypeId: 1,
  quoteTypeLabel: 'Auto',
  serviceId: 1,
  maxSold: 4,
  isActive: true,
  isSourceOnly: false,
  priceModifiers: [
    {
      id: 7,
      name: 'Homeowner',
      priceMin: 1,
      priceMax: 3.5,
      isDefaultSelected: true,
      isSelected: false,
    },
  ],
};

export const HOME_CALL_PACKAGE: PackageDetail = {
  ...AUTO_PACKAGE,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Everyone Home Call',
  carrier: null,
  cost: 45,
  serviceType: 'Call',
  productTypeId: 2,
  quoteType: 'home',
  quoteTypeId: 2,
  quoteTypeLabel: 'Home',
  isActive: false,
  priceModifiers: [],
};

export const AUTO_PACKAGE_ADMIN: PackageAdminDetail = {
  ...AUTO_PACKAGE,
  excludedClients: [{ id: 9, name: 'Blocked Agency' }],
  channelCount: 2,
};

export const FILTER_TYPES = [
  { id: 1, name: 'Credit Rating', operator: '=', inputKind: 'lookup' as const, lookups: [] },
  { id: 2, name: 'Home Owner', operator: '=', inputKind: 'text' as const, lookups: [] },
];

export const PRICE_MODIFIER_TEMPLATES = [
  { name: 'Homeowner', priceMin: 1, priceMax: 3.5, packageCount: 12 },
  { name: 'Multi-car', priceMin: 0.5, priceMax: 2, packageCount: 4 },
];

export const EXCLUDABLE_CLIENTS = [
  { id: 42, name: 'Avery Agency', clientType: 'AGENT', carrier: 'STATEFARM' },
];
