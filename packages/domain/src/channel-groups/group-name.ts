/**
 * A channel group's name (seed 001 §5): unique among the client's groups, compared without case
 * (and, ours, without the spaces around it).
 */
import { CHANNEL_GROUP_MESSAGES } from './channel-group-messages';

export interface NamedGroup {
  subscriptionGroupId: number;
  groupName: string;
}

export const groupNameKey = (name: string): string => name.trim().toLowerCase();

/**
 * Whether another of the client's groups (not `exceptGroupId`, the group being renamed) has the
 * name. Pass only the client's own groups.
 */
export function isGroupNameTaken(
  name: string,
  clientGroups: readonly NamedGroup[],
  exceptGroupId?: number,
): boolean {
  const key = groupNameKey(name);
  return clientGroups.some(
    (group) => group.subscriptionGroupId !== exceptGroupId && groupNameKey(group.groupName) === key,
  );
}

/** The message for a name, or null when it may be used. */
export function groupNameError(
  name: string,
  clientGroups: readonly NamedGroup[],
  exceptGroupId?: number,
): string | null {
  if (groupNameKey(name) === '') return CHANNEL_GROUP_MESSAGES.nameRequired;
  if (isGroupNameTaken(name, clientGroups, exceptGroupId)) return CHANNEL_GROUP_MESSAGES.nameExists;
  return null;
}
