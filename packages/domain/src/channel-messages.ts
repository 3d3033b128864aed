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
} as const;

export const DEFAULT_MAX_SOLD = 4;
export const CUSTOM_PACKAGE_ID = '00000000-0000-0000-0000-000000000000';
export const CHANNEL_PAGE_SIZE = 10;
