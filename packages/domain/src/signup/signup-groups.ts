/**
 * A signup's channel groups (seed 002 §3 subscriptionGroups; seed 001 §5, §9): the group rules of
 * the channel groups screen, in signup mode, where only call channels (product type 2) may be in
 * a group. The signup's channels have no ids yet: a group lists them by their keys.
 */
import { groupListErrors, type GroupMembers } from '../channel-groups/group-channels';
import { groupNameError } from '../channel-groups/group-name';
import { SIGNUP_MESSAGES as M } from './signup-messages';

export interface SignupGroupForRules {
  groupName: string;
  channelKeys: readonly string[];
}

export interface SignupChannelForGroups {
  key: string;
  productTypeId: number;
}

/** A fault of one field of the groups, named by its path in the signup. */
export interface SignupGroupError {
  path: string;
  message: string;
}

/**
 * Every group's faults in order: a name that is empty or another group's, a listed channel the
 * signup does not have, is not a call channel, is listed twice, or is in an earlier group.
 */
export function signupGroupErrors(
  groups: readonly SignupGroupForRules[],
  channels: readonly SignupChannelForGroups[],
): SignupGroupError[] {
  // The domain's group rules count in ids: a channel's is its place in the signup, from 1.
  const idOf = new Map(channels.map((channel, index) => [channel.key, index + 1]));
  const named = groups.map((group, index) => ({
    subscriptionGroupId: index + 1,
    groupName: group.groupName,
  }));
  const errors: SignupGroupError[] = [];
  const earlier: GroupMembers[] = [];
  groups.forEach((group, index) => {
    const path = `subscriptionGroups.${index}`;
    const nameError = groupNameError(group.groupName, named.slice(0, index), index + 1);
    if (nameError) errors.push({ path: `${path}.groupName`, message: nameError });
    const listed = group.channelKeys.map((key) => {
      const id = idOf.get(key);
      return id === undefined
        ? null
        : { id, productTypeId: channels[id - 1]!.productTypeId, source: '' };
    });
    listed.forEach((channel, at) => {
      if (channel === null)
        errors.push({ path: `${path}.channelKeys.${at}`, message: M.groupChannelUnknown });
    });
    for (const [at, message] of groupListErrors(index + 1, listed, earlier, true)) {
      errors.push({ path: `${path}.channelKeys.${at}`, message });
    }
    earlier.push({
      subscriptionGroupId: index + 1,
      subscriptions: listed.flatMap((channel) =>
        channel ? [{ clientQuoteTypeId: channel.id }] : [],
      ),
    });
  });
  return errors;
}

/** The keys of the groups' channels once a channel has left the signup: it leaves its group. */
export const withoutChannel = <G extends SignupGroupForRules>(
  groups: readonly G[],
  key: string,
): G[] =>
  groups.map((group) => ({ ...group, channelKeys: group.channelKeys.filter((k) => k !== key) }));
