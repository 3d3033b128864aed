import { z } from 'zod';
import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import { operation } from './call-table';
import { channelGroupCalls } from './channel-groups.calls';
import { callType } from './channels';
import { capWindow, subscriptionDailySchedule } from './schedules';
import { id, idParam, integer, MAX_INTEGER, name } from './schema-builders';

/**
 * Channel groups of seed 001 §3: call channels of one client sharing a schedule, its interval
 * switch and its monthly cap. The name rule (unique per client, case-insensitive) and the
 * channel rules (call channels, one group each) need the stored groups: the API applies
 * channel-groups/group-name and group-channels.
 */
export const channelGroupSubscription = z.object({
  clientQuoteTypeId: z.number().int(),
  /** The channel's membership of the group. */
  subscriptionId: z.number().int(),
});

export const channelGroup = z.object({
  subscriptionGroupId: z.number().int(),
  groupName: z.string(),
  clientId: z.number().int(),
  subscriptions: z.array(channelGroupSubscription),
  isIntervalEnabled: z.boolean(),
  /** The shared schedule's interval-caps switch (the same as isIntervalEnabled). */
  intervalCapEnabled: z.boolean(),
  /** The shared schedule, Sunday to Saturday. */
  dailySchedule: z.array(subscriptionDailySchedule),
  monthlyCap: capWindow,
});
export type ChannelGroup = z.infer<typeof channelGroup>;

/**
 * POST /api/leadtype/calls/subscriptiongroup: subscriptionGroupId 0 (or left out) creates a
 * group; another names the group to rename, its subscriptions replacing the group's channels.
 */
export const saveChannelGroupRequest = z.object({
  subscriptionGroupId: integer({ min: 0, max: MAX_INTEGER, message: 'Must be a group id' }).default(
    0,
  ),
  groupName: name({ error: CHANNEL_GROUP_MESSAGES.nameRequired }).min(
    1,
    CHANNEL_GROUP_MESSAGES.nameRequired,
  ),
  clientId: id,
  subscriptions: z
    .array(
      z.object({
        clientQuoteTypeId: id,
        subscriptionId: integer({ min: 0, max: MAX_INTEGER }).optional(),
      }),
    )
    .max(100)
    .default([]),
  isIntervalEnabled: z.boolean().default(false),
});
export type SaveChannelGroupRequest = z.input<typeof saveChannelGroupRequest>;

const membershipParams = z.object({ channelId: idParam, groupId: idParam, callType });

export const channelGroupOperations = {
  listChannelGroups: operation(channelGroupCalls.listChannelGroups, {
    params: z.object({ clientId: idParam }),
    response: z.array(channelGroup),
  }),
  saveChannelGroup: operation(channelGroupCalls.saveChannelGroup, {
    body: saveChannelGroupRequest,
    /** The group's id (seed 001 §7). */
    response: z.number().int(),
  }),
  addGroupChannel: operation(channelGroupCalls.addGroupChannel, {
    params: membershipParams,
    response: channelGroup,
  }),
  removeGroupChannel: operation(channelGroupCalls.removeGroupChannel, {
    params: membershipParams,
    response: channelGroup,
  }),
  deleteChannelGroup: operation(channelGroupCalls.deleteChannelGroup, {
    params: z.object({ groupId: idParam }),
    response: z.null(),
    status: 204,
  }),
};
