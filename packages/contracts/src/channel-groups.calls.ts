import { callsOf } from './call-table';

const call = callsOf('channel-groups');

/**
 * Channel groups of seed 001 §7, paths as the seeds spell them: call channels of one client that
 * share a schedule (its calls are in schedules.calls.ts). Any signed-in user, a client user only
 * for its own client (the service checks the group and the channel).
 */
export const channelGroupCalls = {
  listChannelGroups: call(
    'GET',
    '/api/leadtype/{clientId}/calls/subscriptiongroup',
    "A client's channel groups",
  ),
  saveChannelGroup: call(
    'POST',
    '/api/leadtype/calls/subscriptiongroup',
    'Create a channel group, or rename one and replace its channels',
  ),
  addGroupChannel: call(
    'POST',
    '/api/leadtype/calls/subscription/add/{channelId}/{groupId}/{callType}',
    'Put a call channel in a channel group',
  ),
  removeGroupChannel: call(
    'DELETE',
    '/api/leadtype/calls/removesubscription/{channelId}/{groupId}/{callType}',
    'Take a call channel out of its channel group',
  ),
  deleteChannelGroup: call(
    'DELETE',
    '/api/leadtype/calls/subscriptiongroup/{groupId}',
    'Delete a channel group (its channels keep their own schedules)',
  ),
};
