/**
 * Which channels a channel group may hold (seed 001 §5, §9): in signup only channels of product
 * type 2 (Call), otherwise channels whose source is Call; and a channel is in one group at most
 * ("Channel already in group").
 */
import { PRODUCT_IDS } from '../client-types';
import { CHANNEL_GROUP_MESSAGES } from './channel-group-messages';

export interface GroupableChannel {
  id: number;
  productTypeId: number;
  source: string;
}

export interface GroupMembers {
  subscriptionGroupId: number;
  subscriptions: readonly { clientQuoteTypeId: number }[];
}

export function isGroupableChannel(
  channel: Omit<GroupableChannel, 'id'>,
  signup: boolean,
): boolean {
  return signup ? channel.productTypeId === PRODUCT_IDS.CALL : channel.source === 'Call';
}

/** The group a channel is in, or null. */
export function groupOfChannel(channelId: number, groups: readonly GroupMembers[]): number | null {
  const found = groups.find((g) => g.subscriptions.some((s) => s.clientQuoteTypeId === channelId));
  return found?.subscriptionGroupId ?? null;
}

/**
 * Why a channel may not join the group, or null: not a call channel, or already in a group
 * (this one or another).
 */
export function joinGroupError(
  channel: GroupableChannel,
  groups: readonly GroupMembers[],
  signup = false,
): string | null {
  if (!isGroupableChannel(channel, signup)) return CHANNEL_GROUP_MESSAGES.notGroupable;
  if (groupOfChannel(channel.id, groups) !== null) return CHANNEL_GROUP_MESSAGES.channelInGroup;
  return null;
}

/** The channels a picker offers for a group: groupable and in no group yet. */
export const channelsForGroups = <C extends GroupableChannel>(
  channels: readonly C[],
  groups: readonly GroupMembers[],
  signup = false,
): C[] => channels.filter((channel) => joinGroupError(channel, groups, signup) === null);

/**
 * The channel list of a saved group (create, or rename with its list): per index, the message
 * of a channel that may not be in it. Channels already in this group may stay.
 */
export function groupListErrors(
  groupId: number,
  channels: readonly (GroupableChannel | null)[],
  groups: readonly GroupMembers[],
  signup = false,
): Map<number, string> {
  const errors = new Map<number, string>();
  const others = groups.filter((g) => g.subscriptionGroupId !== groupId);
  const seen = new Set<number>();
  channels.forEach((channel, index) => {
    if (channel === null) return;
    const message = seen.has(channel.id)
      ? CHANNEL_GROUP_MESSAGES.repeatedChannel
      : joinGroupError(channel, others, signup);
    seen.add(channel.id);
    if (message) errors.set(index, message);
  });
  return errors;
}
