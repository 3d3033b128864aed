import { describe, expect, it } from 'vitest';
import { CHANNEL_GROUP_MESSAGES } from './channel-group-messages';
import {
  channelsForGroups,
  groupListErrors,
  groupOfChannel,
  isGroupableChannel,
  joinGroupError,
} from './group-channels';

const call = (id: number) => ({ id, productTypeId: 2, source: 'Call' });
const web = (id: number) => ({ id, productTypeId: 1, source: 'Web' });
const groups = [
  { subscriptionGroupId: 10, subscriptions: [{ clientQuoteTypeId: 1 }] },
  { subscriptionGroupId: 11, subscriptions: [{ clientQuoteTypeId: 2 }] },
];

describe('channels of channel groups (seed 001 §5, §9)', () => {
  it('in signup takes product type 2, otherwise source Call', () => {
    expect(isGroupableChannel({ productTypeId: 2, source: 'Web' }, true)).toBe(true);
    expect(isGroupableChannel({ productTypeId: 2, source: 'Web' }, false)).toBe(false);
    expect(isGroupableChannel({ productTypeId: 1, source: 'Call' }, false)).toBe(true);
    expect(isGroupableChannel({ productTypeId: 1, source: 'Call' }, true)).toBe(false);
  });

  it('refuses a channel already in a group', () => {
    expect(groupOfChannel(2, groups)).toBe(11);
    expect(groupOfChannel(3, groups)).toBeNull();
    expect(joinGroupError(call(2), groups)).toBe(CHANNEL_GROUP_MESSAGES.channelInGroup);
    expect(joinGroupError(call(3), groups)).toBeNull();
    expect(joinGroupError(web(3), groups)).toBe(CHANNEL_GROUP_MESSAGES.notGroupable);
  });

  it('offers only groupable channels in no group', () => {
    expect(channelsForGroups([call(1), call(3), web(4)], groups).map((c) => c.id)).toEqual([3]);
  });

  it("checks a group's saved list: its own channels stay, others and repeats are refused", () => {
    const errors = groupListErrors(10, [call(1), call(2), call(3), call(3), web(5), null], groups);
    expect([...errors]).toEqual([
      [1, CHANNEL_GROUP_MESSAGES.channelInGroup],
      [3, CHANNEL_GROUP_MESSAGES.repeatedChannel],
      [4, CHANNEL_GROUP_MESSAGES.notGroupable],
    ]);
  });
});
