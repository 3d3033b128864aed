import { SCHEDULE_MESSAGES } from './schedules/schedule-messages';

/** Channel and package messages of seed 001 §8, and the defaults of §9. */
export const CHANNEL_MESSAGES = {
  channelNotFound: 'Channel not found',
  getChannels: 'Failed to get channels.',
  getChannelCounts: 'Failed to get channel counts.',
  cloneChannel: 'Failed to clone channel.',
  testLeadFailed: 'Oops there was an error sending the test lead',
  testLeadSent: 'The test lead has been sent.',
  saveChannel: (service: 'web' | 'call') =>
    `Failed to create/update ${service} channel or campaign`,
  pauseChannel: 'Failed to pause channel.',
  unpauseChannel: 'Failed to unpause channel.',
  resetEpr: 'Failed to reset EPR.',
  sourcePackages: 'Could not retrieve source packages',
  cloneFromLeadType: 'Failed to clone from lead type.',
  getPackages: 'Failed to get packages.',
  getPackage: 'Failed to retrieve the package',
  retrievePackages: 'Failed to retrieve packages.',
  getFilters: 'Failed to get filters.',
  getPriceModifiers: 'Failed to get price modifiers.',
  getCustomPriceModifiers: 'Failed to get price modifiers for custom package.',
  getVendors: 'Failed to get vendors.',
  getTopVendors: 'Failed to get top vendors.',
  invalidPauseDuration:
    'Duration must be a positive number of minutes, or -1 for the rest of today',
  filtersSaved: 'Filters saved.',
  createProduct: 'Failed to create product',
  updateProduct: 'Failed to update product',
  deleteProduct: 'Failed to delete product',
  searchPackages: 'Failed to search for given Id.',
  getExcludableClients: 'Failed to get excludable clients.',
  pauseDurationTooLong: 'Duration must be at most 525600 minutes (a year)',
} as const;

export const DEFAULT_MAX_SOLD = 4;
export const CUSTOM_PACKAGE_ID = '00000000-0000-0000-0000-000000000000';
export const CHANNEL_PAGE_SIZE = 10;

/** Subscription filters (seed 001 §7 Filters, §8): the browser's failures and the API's 400s. */
export const FILTER_MESSAGES = {
  /** Seed 001 §8: the filters editor shows the schedule wording when its load fails. */
  getChannelFilters: SCHEDULE_MESSAGES.getSchedule,
  saveFilter: 'Failed to save filter. Please check your connection and try again.',
  unknownFilterType: 'Unknown filter type',
  unknownFilter: 'This filter is not on the channel',
  repeatedFilter: 'This filter is in the list twice',
  chooseLookup: 'Choose one of the listed values',
  enterNumber: 'Enter a number',
  enterValue: 'Enter a value',
  tazOnly: 'Direct Transfer call channels use the Taz filter calls',
  notTaz: 'Taz filters are only for Direct Transfer call channels',
} as const;

/** Product admin (seed 002 /product-admin): the API's answers on packages. */
export const PACKAGE_ADMIN_MESSAGES = {
  unknownCarrier: 'Unknown carrier',
  unknownQuoteType: 'Unknown quote type',
  unknownFilters: (names: readonly string[]) => `Unknown filter: ${names.join(', ')}`,
  unknownClients: (ids: readonly number[]) => `Unknown client: ${ids.join(', ')}`,
  unknownModifier: 'This price modifier is not on the package',
  repeatedModifier: 'Price modifier names must be unique',
  customPackageDelete: 'The custom package cannot be deleted',
  customPackageCarrier: 'The custom package is open to every carrier; it cannot have one',
  packageInUse: (channels: number) =>
    `The package is used by ${channels} channel${channels === 1 ? '' : 's'}; deactivate it instead`,
  modifierInUse: (name: string, channels: number) =>
    `Price modifier ${name} is used by ${channels} channel${channels === 1 ? '' : 's'} and cannot be removed`,
} as const;

/** Messages of the channel write calls the seeds leave out (decision 0012). */
export const CHANNEL_WRITE_MESSAGES = {
  staleChannel:
    'This channel was changed by someone else. Reload it to see their change, then make yours again.',
  quoteTypeUnavailable: 'This quote type is not available for this channel',
  callChannelNotAllowed: 'Call channels are not available for this client',
  callCampaignCorporateOnly: 'Call campaigns are for corporate clients only',
  packageUnavailable: 'This package is not available for this channel',
  customPackageNotAllowed: 'Only staff or corporate clients may choose the custom package',
  priceModifierUnknown: 'This price modifier does not belong to the package',
  priceOutOfRange: (min: number, max: number) =>
    `Price must be between ${min.toFixed(2)} and ${max.toFixed(2)}`,
  callTypeRequired: 'Choose a call type',
  crmUnknown: 'Unknown CRM',
  stateOverridesCampaignOnly: 'State overrides are for call campaigns only',
  stateOverrideBids: 'The state price must be between its minimum and maximum bid',
  serviceTypeMismatch: 'The channel is of another service type',
  clientMismatch: 'A channel cannot move to another client',
  quoteTypeLocked: 'The quote type of this channel is locked',
} as const;

/**
 * Territory (seed 001 §5, §8). The zip-in-a-selected-state warning is the seed's wording; the
 * seed names the other duplicates without words for them, so theirs are ours.
 */
export const TERRITORY_MESSAGES = {
  zipInSelectedState: 'Added zip is already included in a selected state',
  duplicateZip: 'This zip code is already in the territory',
  zipInSelectedCounty: 'Added zip is already included in a selected county',
  duplicateCounty: 'This county is already in the territory',
  countyInSelectedState: 'Added county is already included in a selected state',
  duplicateState: 'This state is already in the territory',
} as const;
