/** What other modules may use of channel groups: a new client's groups (a signed contract). */
export { createGroupsIn, type NewChannelGroup } from './channel-groups.service';
