import { describe, expect, it } from 'vitest';
import { CHANNEL_GROUP_MESSAGES } from './channel-group-messages';

describe('channel group messages (seed 001 §5, §8)', () => {
  it("keeps the seed's words", () => {
    expect(CHANNEL_GROUP_MESSAGES.nameExists).toBe('Name already exists');
    expect(CHANNEL_GROUP_MESSAGES.channelInGroup).toBe('Channel already in group');
    expect(CHANNEL_GROUP_MESSAGES.getChannelGroups).toBe('Failed to get channel groups');
    expect(CHANNEL_GROUP_MESSAGES.deleteGroup).toBe('Failed to delete Subscription Group');
  });
});
