import type { ChannelSummary } from '@client-admin/contracts/channels';
import { PRODUCT_ID_BY_SERVICE } from '@client-admin/domain/quote-types';

/** The list's product tabs: all channels, or one product (1 Web, 2 Call). */
export type ProductFilter = 'all' | 'web' | 'call';

export const PRODUCT_TABS: { value: ProductFilter; label: string; productTypeId?: number }[] = [
  { value: 'all', label: 'All' },
  { value: 'web', label: 'Web', productTypeId: PRODUCT_ID_BY_SERVICE.Web },
  { value: 'call', label: 'Call', productTypeId: PRODUCT_ID_BY_SERVICE.Call },
];

export function channelsOfProduct(
  channels: ChannelSummary[],
  filter: ProductFilter,
): ChannelSummary[] {
  const productTypeId = PRODUCT_TABS.find((tab) => tab.value === filter)?.productTypeId;
  return productTypeId === undefined
    ? channels
    : channels.filter((channel) => channel.productTypeId === productTypeId);
}
