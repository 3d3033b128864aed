import type { ChannelCounts, ChannelSummary } from '@client-admin/contracts/channels';

/** Test data of the channel list: client 5 and its channels. */
export { CLIENT } from '../../../../lib/testing/client-fixtures';

export function makeChannel(id: number, overrides: Partial<ChannelSummary> = {}): ChannelSummary {
  const call = id % 2 === 0;
  return {
    id,
    clientId: 5,
    name: `Channel ${id}`,
    customName: '',
    serviceType: call ? 'Call' : 'Web',
    source: call ? 'Call' : 'Web',
    productTypeId: call ? 2 : 1,
    quoteType: 'auto',
    packageId: null,
    hasActivePackage: true,
    status: 'ACTIVE',
    isActive: true,
    isIncomplete: false,
    price: 11.25,
    payout: 10,
    maxSold: 4,
    callType: call ? 'WarmTransfer' : null,
    filterList: '',
    temporaryPause: null,
    ...overrides,
  };
}

export const COUNTS: ChannelCounts = {
  products: [
    { productTypeId: 1, total: 6, active: 5 },
    { productTypeId: 2, total: 6, active: 4 },
  ],
  total: 12,
  active: 9,
};
