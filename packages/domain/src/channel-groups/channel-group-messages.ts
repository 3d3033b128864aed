/** Channel group messages: the seed's (001 §5, §8) word for word, then the API's (ours). */
export const CHANNEL_GROUP_MESSAGES = {
  nameExists: 'Name already exists',
  channelInGroup: 'Channel already in group',
  getChannelGroups: 'Failed to get channel groups',
  deleteGroup: 'Failed to delete Subscription Group',

  // Ours.
  nameRequired: 'Enter a group name',
  notGroupable: 'Only call channels can be in a channel group',
  repeatedChannel: 'A channel may be listed once',
  otherClient: "The channel is not this client's",
  groupNotFound: 'Channel group not found',
  groupOfOtherClient: "The group is not this client's",
  notInGroup: 'The channel is not in this group',
} as const;
