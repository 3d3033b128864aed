import type { ChannelSummary } from '@client-admin/contracts/channels';

/** What the groups screen needs of a client's channel (the page passes the channel list in). */
export type GroupChannel = Pick<
  ChannelSummary,
  'id' | 'name' | 'customName' | 'productTypeId' | 'source' | 'callType'
>;

export const channelLabel = (channel: GroupChannel) =>
  channel.customName ? `${channel.customName} (${channel.name})` : channel.name;
