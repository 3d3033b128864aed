import { describe, expect, it } from 'vitest';
import { CHANNEL_GROUP_MESSAGES as G } from '../channel-groups/channel-group-messages';
import { SIGNUP_MESSAGES as M } from './signup-messages';
import { signupGroupErrors, withoutChannel } from './signup-groups';

const channels = [
  { key: 'web', productTypeId: 1 },
  { key: 'call-a', productTypeId: 2 },
  { key: 'call-b', productTypeId: 2 },
];

describe('signupGroupErrors', () => {
  it('takes call channels (product type 2) in one group each, under distinct names', () => {
    const groups = [
      { groupName: 'Mornings', channelKeys: ['call-a'] },
      { groupName: 'Evenings', channelKeys: ['call-b'] },
    ];
    expect(signupGroupErrors(groups, channels)).toEqual([]);
  });

  it('names the field of each fault: name empty or taken, channel not a call one, unknown, twice or in an earlier group', () => {
    const groups = [
      { groupName: 'Mornings', channelKeys: ['call-a', 'web', 'gone', 'call-a'] },
      { groupName: ' MORNINGS', channelKeys: ['call-a', 'call-b'] },
      { groupName: '  ', channelKeys: [] },
    ];
    expect(signupGroupErrors(groups, channels)).toEqual([
      { path: 'subscriptionGroups.0.channelKeys.2', message: M.groupChannelUnknown },
      { path: 'subscriptionGroups.0.channelKeys.1', message: G.notGroupable },
      { path: 'subscriptionGroups.0.channelKeys.3', message: G.repeatedChannel },
      { path: 'subscriptionGroups.1.groupName', message: G.nameExists },
      { path: 'subscriptionGroups.1.channelKeys.0', message: G.channelInGroup },
      { path: 'subscriptionGroups.2.groupName', message: G.nameRequired },
    ]);
  });
});

describe('withoutChannel', () => {
  it('takes a channel that left the signup out of its group, and keeps the group', () => {
    const groups = [{ groupName: 'Mornings', channelKeys: ['call-a', 'call-b'] }];
    expect(withoutChannel(groups, 'call-a')).toEqual([
      { groupName: 'Mornings', channelKeys: ['call-b'] },
    ]);
  });
});
