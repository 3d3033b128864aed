import type { z } from 'zod';
import type { ChannelGroup, saveChannelGroupRequest } from '@client-admin/contracts/channel-groups';
import type { CallType } from '@client-admin/domain/call-types';
import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import {
  groupListErrors,
  joinGroupError,
  type GroupMembers,
} from '@client-admin/domain/channel-groups/group-channels';
import { groupNameError } from '@client-admin/domain/channel-groups/group-name';
import {
  defaultCallSchedule,
  type CallSchedule,
} from '@client-admin/domain/schedules/call-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import type { Database, Tx } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { loadChannelFor } from '../channels/channels.public';
import { actorOf, loadClientFor, recordClientLog } from '../clients/clients.public';
import {
  callScheduleAnswer,
  createGroupSchedule,
  deleteGroupSchedule,
  readCallSchedules,
  setGroupIntervalCaps,
} from '../schedules/schedules.public';
import { loadGroupFor } from './channel-group-access';
import {
  deleteGroup,
  deleteMember,
  insertGroup,
  insertMembers,
  keepMembers,
  listClientGroups,
  listMembers,
  renameGroup,
  type ChannelGroupRow,
  type GroupMemberRow,
} from './channel-groups.repository';

function toChannelGroup(
  group: Pick<ChannelGroupRow, 'id' | 'clientId' | 'name'>,
  members: readonly GroupMemberRow[],
  schedule: CallSchedule,
): ChannelGroup {
  const wire = callScheduleAnswer(schedule);
  return {
    subscriptionGroupId: group.id,
    groupName: group.name,
    clientId: group.clientId,
    subscriptions: members
      .filter((m) => m.groupId === group.id)
      .map((m) => ({ clientQuoteTypeId: m.channelId, subscriptionId: m.id })),
    isIntervalEnabled: schedule.isIntervalCapEnabled,
    intervalCapEnabled: schedule.isIntervalCapEnabled,
    dailySchedule: wire.subscriptionDailySchedules,
    monthlyCap: wire.subscriptionMonthlySchedule.subscriptionMonthlyCap,
  };
}

/** The client's groups with their members, as the domain's rules take them. */
async function clientGroupsWithMembers(tx: Tx, clientId: number) {
  const groups = await listClientGroups(tx, clientId);
  const members = await listMembers(
    tx,
    groups.map((g) => g.id),
  );
  const asMembers: GroupMembers[] = groups.map((g) => ({
    subscriptionGroupId: g.id,
    subscriptions: members
      .filter((m) => m.groupId === g.id)
      .map((m) => ({ clientQuoteTypeId: m.channelId })),
  }));
  return { groups, members, asMembers };
}

async function readGroup(
  tx: Tx,
  group: Pick<ChannelGroupRow, 'id' | 'clientId' | 'name'>,
): Promise<ChannelGroup> {
  const members = await listMembers(tx, [group.id]);
  const schedules = await readCallSchedules(tx, 'group', [group.id]);
  return toChannelGroup(group, members, schedules.get(group.id) ?? defaultCallSchedule());
}

/** GET /api/leadtype/{clientId}/calls/subscriptiongroup */
export async function listChannelGroups(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ChannelGroup[]> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    const { groups, members } = await clientGroupsWithMembers(tx, clientId);
    const schedules = await readCallSchedules(
      tx,
      'group',
      groups.map((g) => g.id),
    );
    return groups.map((g) =>
      toChannelGroup(g, members, schedules.get(g.id) ?? defaultCallSchedule()),
    );
  });
}

/**
 * POST /api/leadtype/calls/subscriptiongroup: creates (id 0) or renames a group and replaces its
 * channels. The client row is locked, so two saves of one client's groups run one after the
 * other and the name check holds.
 */
export async function saveChannelGroup(
  db: Database,
  user: RequestUser,
  body: z.output<typeof saveChannelGroupRequest>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, body.clientId, { lock: true });
    const existing =
      body.subscriptionGroupId > 0
        ? await loadGroupFor(tx, user, body.subscriptionGroupId, { lock: true })
        : null;
    if (existing && existing.clientId !== body.clientId) {
      throw badRequest('clientId', CHANNEL_GROUP_MESSAGES.groupOfOtherClient);
    }
    const { groups, members, asMembers } = await clientGroupsWithMembers(tx, body.clientId);
    const name = body.groupName.trim();
    const nameError = groupNameError(
      name,
      groups.map((g) => ({ subscriptionGroupId: g.id, groupName: g.name })),
      existing?.id,
    );
    if (nameError) throw badRequest('groupName', nameError);

    const channels = [];
    for (const [index, s] of body.subscriptions.entries()) {
      const channel = await loadChannelFor(tx, user, s.clientQuoteTypeId);
      if (channel.clientId !== body.clientId) {
        throw badRequest(
          `subscriptions.${index}.clientQuoteTypeId`,
          CHANNEL_GROUP_MESSAGES.otherClient,
        );
      }
      channels.push(channel);
    }
    const errors = groupListErrors(existing?.id ?? 0, channels, asMembers);
    const [first] = [...errors].sort(([a], [b]) => a - b);
    if (first) throw badRequest(`subscriptions.${first[0]}.clientQuoteTypeId`, first[1]);

    const channelIds = channels.map((c) => c.id);
    if (existing) {
      const had = members.filter((m) => m.groupId === existing.id).map((m) => m.channelId);
      await renameGroup(tx, existing.id, name);
      await keepMembers(tx, existing.id, channelIds);
      await insertMembers(
        tx,
        existing.id,
        channelIds.filter((id) => !had.includes(id)),
      );
      await setGroupIntervalCaps(tx, existing.id, body.isIntervalEnabled);
    }
    const group = existing ?? (await insertGroup(tx, { clientId: body.clientId, name }));
    if (!existing) {
      await createGroupSchedule(tx, group.id, body.isIntervalEnabled);
      await insertMembers(tx, group.id, channelIds);
    }
    await recordClientLog(tx, {
      clientId: body.clientId,
      ...actorOf(user),
      action: existing ? 'CHANNEL_GROUP_UPDATED' : 'CHANNEL_GROUP_CREATED',
      before: existing
        ? {
            subscriptionGroupId: existing.id,
            groupName: existing.name,
            channels: members.filter((m) => m.groupId === existing.id).map((m) => m.channelId),
          }
        : {},
      after: { subscriptionGroupId: group.id, groupName: name, channels: channelIds },
    });
    return group.id;
  });
}

/** A group of a new client: its name, its channels and whether its day parts cap intervals. */
export interface NewChannelGroup {
  name: string;
  channelIds: readonly number[];
  isIntervalEnabled: boolean;
}

/**
 * A new client's channel groups inside the transaction that made the client (a signed contract,
 * whose signup kept the group rules): each with its schedule and its channels.
 */
export async function createGroupsIn(
  tx: Tx,
  user: RequestUser,
  clientId: number,
  groups: readonly NewChannelGroup[],
): Promise<void> {
  for (const { name, channelIds, isIntervalEnabled } of groups) {
    const group = await insertGroup(tx, { clientId, name });
    await createGroupSchedule(tx, group.id, isIntervalEnabled);
    await insertMembers(tx, group.id, channelIds);
    await recordClientLog(tx, {
      clientId,
      ...actorOf(user),
      action: 'CHANNEL_GROUP_CREATED',
      before: {},
      after: { subscriptionGroupId: group.id, groupName: name, channels: channelIds },
    });
  }
}

interface MembershipParams {
  channelId: number;
  groupId: number;
  callType: CallType;
}

async function loadMembership(tx: Tx, user: RequestUser, params: MembershipParams) {
  const group = await loadGroupFor(tx, user, params.groupId, { lock: true });
  const channel = await loadChannelFor(tx, user, params.channelId, { lock: true });
  if (channel.clientId !== group.clientId) {
    throw badRequest('channelId', CHANNEL_GROUP_MESSAGES.otherClient);
  }
  if (channel.callType !== null && channel.callType !== params.callType) {
    throw badRequest('callType', SCHEDULE_MESSAGES.callTypeMismatch);
  }
  return { group, channel };
}

/** POST /api/leadtype/calls/subscription/add/{channelId}/{groupId}/{callType} */
export async function addGroupChannel(
  db: Database,
  user: RequestUser,
  params: MembershipParams,
): Promise<ChannelGroup> {
  return db.transaction(async (tx) => {
    const { group, channel } = await loadMembership(tx, user, params);
    const { asMembers } = await clientGroupsWithMembers(tx, group.clientId);
    const error = joinGroupError(channel, asMembers);
    if (error) throw badRequest('channelId', error);
    await insertMembers(tx, group.id, [channel.id]);
    await recordClientLog(tx, {
      clientId: group.clientId,
      ...actorOf(user),
      action: 'CHANNEL_GROUP_CHANNEL_ADDED',
      before: {},
      after: { subscriptionGroupId: group.id, clientQuoteTypeId: channel.id },
    });
    return readGroup(tx, group);
  });
}

/** DELETE /api/leadtype/calls/removesubscription/{channelId}/{groupId}/{callType} */
export async function removeGroupChannel(
  db: Database,
  user: RequestUser,
  params: MembershipParams,
): Promise<ChannelGroup> {
  return db.transaction(async (tx) => {
    const { group, channel } = await loadMembership(tx, user, params);
    if (!(await deleteMember(tx, group.id, channel.id))) {
      throw badRequest('channelId', CHANNEL_GROUP_MESSAGES.notInGroup);
    }
    await recordClientLog(tx, {
      clientId: group.clientId,
      ...actorOf(user),
      action: 'CHANNEL_GROUP_CHANNEL_REMOVED',
      before: { subscriptionGroupId: group.id, clientQuoteTypeId: channel.id },
      after: {},
    });
    return readGroup(tx, group);
  });
}

/** DELETE /api/leadtype/calls/subscriptiongroup/{groupId}: its channels keep their own schedules. */
export async function removeChannelGroup(
  db: Database,
  user: RequestUser,
  groupId: number,
): Promise<null> {
  return db.transaction(async (tx) => {
    const group = await loadGroupFor(tx, user, groupId, { lock: true });
    const members = await listMembers(tx, [group.id]);
    await deleteGroupSchedule(tx, group.id);
    await deleteGroup(tx, group.id);
    await recordClientLog(tx, {
      clientId: group.clientId,
      ...actorOf(user),
      action: 'CHANNEL_GROUP_DELETED',
      before: {
        subscriptionGroupId: group.id,
        groupName: group.name,
        channels: members.map((m) => m.channelId),
      },
      after: {},
    });
    return null;
  });
}
