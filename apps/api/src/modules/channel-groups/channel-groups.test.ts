import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelGroup } from '@client-admin/contracts/channel-groups';
import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import { channels } from '../../db/schema/channels';
import { schedules } from '../../db/schema/schedules';
import { DEMO_GROUP_NAME } from '../../db/seed/demo-schedules';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

describe('channel groups', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let calls: { id: number; callType: string | null }[];
  let web: number;
  let otherCall: { id: number; callType: string | null };

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const of = (clientId: number, service: 'Web' | 'Call') =>
      t.app.database.db
        .select({ id: channels.id, callType: channels.callType })
        .from(channels)
        .where(and(eq(channels.clientId, clientId), eq(channels.serviceType, service)))
        .orderBy(asc(channels.id));
    calls = await of(1, 'Call');
    web = (await of(1, 'Web'))[0]!.id;
    otherCall = (await of(2, 'Call'))[0]!;
  });
  afterAll(() => t.close());

  const list = async (clientId = 1, headers = agent) => {
    const res = await t.get(`/api/leadtype/${clientId}/calls/subscriptiongroup`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChannelGroup[];
  };
  const save = (body: object, headers = agent) =>
    t.post('/api/leadtype/calls/subscriptiongroup', headers, { clientId: 1, ...body });
  const membership = (
    method: 'POST' | 'DELETE',
    channel: { id: number; callType: string | null },
    groupId: number,
    headers = agent,
  ) =>
    method === 'POST'
      ? t.post(
          `/api/leadtype/calls/subscription/add/${channel.id}/${groupId}/${channel.callType}`,
          headers,
        )
      : t.delete(
          `/api/leadtype/calls/removesubscription/${channel.id}/${groupId}/${channel.callType}`,
          headers,
        );

  it('lists the demo group with its channel and its schedule', async () => {
    const [group] = await list();
    expect(group).toMatchObject({
      groupName: DEMO_GROUP_NAME,
      clientId: 1,
      isIntervalEnabled: true,
      intervalCapEnabled: true,
      subscriptions: [{ clientQuoteTypeId: calls[1]!.id }],
      monthlyCap: { capLimit: 400 },
    });
    expect(group!.dailySchedule).toHaveLength(7);
  });

  it('creates, renames (its channels replaced) and deletes a group', async () => {
    const created = await save({
      groupName: '  Evening ',
      subscriptions: [{ clientQuoteTypeId: calls[2]!.id }],
      isIntervalEnabled: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json() as number;
    let group = (await list()).find((g) => g.subscriptionGroupId === id)!;
    expect(group).toMatchObject({
      groupName: 'Evening',
      isIntervalEnabled: false,
      subscriptions: [{ clientQuoteTypeId: calls[2]!.id }],
    });
    expect(group.dailySchedule[1]!.subscriptionDayPartSchedules).toHaveLength(1);

    const renamed = await save({
      subscriptionGroupId: id,
      groupName: 'evening',
      subscriptions: [],
      isIntervalEnabled: true,
    });
    expect(renamed.json()).toBe(id);
    group = (await list()).find((g) => g.subscriptionGroupId === id)!;
    expect(group).toMatchObject({
      groupName: 'evening',
      isIntervalEnabled: true,
      subscriptions: [],
    });

    const added = await membership('POST', calls[2]!, id);
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as ChannelGroup).subscriptions.map((s) => s.clientQuoteTypeId)).toEqual([
      calls[2]!.id,
    ]);
    const removed = await membership('DELETE', calls[2]!, id);
    expect((removed.json() as ChannelGroup).subscriptions).toEqual([]);
    expectError(
      await membership('DELETE', calls[2]!, id),
      400,
      CHANNEL_GROUP_MESSAGES.notInGroup,
      'channelId',
    );

    const deleted = await t.delete(`/api/leadtype/calls/subscriptiongroup/${id}`, agent);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).some((g) => g.subscriptionGroupId === id)).toBe(false);
    const left = await t.app.database.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.ownerKind, 'group'), eq(schedules.ownerId, id)));
    expect(left).toEqual([]);
    expectError(await t.delete(`/api/leadtype/calls/subscriptiongroup/${id}`, agent), 404);
  });

  it('refuses a taken name (any case), an empty one, and channels that may not join', async () => {
    expectError(
      await save({ groupName: DEMO_GROUP_NAME.toUpperCase() }),
      400,
      CHANNEL_GROUP_MESSAGES.nameExists,
      'groupName',
    );
    expectError(
      await save({ groupName: '   ' }),
      400,
      CHANNEL_GROUP_MESSAGES.nameRequired,
      'groupName',
    );
    expectError(
      await save({
        groupName: 'Taken channel',
        subscriptions: [{ clientQuoteTypeId: calls[1]!.id }],
      }),
      400,
      CHANNEL_GROUP_MESSAGES.channelInGroup,
      'subscriptions.0.clientQuoteTypeId',
    );
    expectError(
      await save({ groupName: 'Web one', subscriptions: [{ clientQuoteTypeId: web }] }),
      400,
      CHANNEL_GROUP_MESSAGES.notGroupable,
      'subscriptions.0.clientQuoteTypeId',
    );
    expectError(
      await save(
        { groupName: 'Stranger', subscriptions: [{ clientQuoteTypeId: otherCall.id }] },
        cs,
      ),
      400,
      CHANNEL_GROUP_MESSAGES.otherClient,
      'subscriptions.0.clientQuoteTypeId',
    );
    const [demo] = await list();
    expectError(
      await membership('POST', calls[1]!, demo!.subscriptionGroupId),
      400,
      CHANNEL_GROUP_MESSAGES.channelInGroup,
      'channelId',
    );
    expectError(
      await t.post(
        `/api/leadtype/calls/subscription/add/${web}/${demo!.subscriptionGroupId}/WarmTransfer`,
        agent,
      ),
      400,
      CHANNEL_GROUP_MESSAGES.notGroupable,
      'channelId',
    );
    expect((await list()).map((g) => g.groupName)).toEqual([DEMO_GROUP_NAME]);
  });

  it('404s unknown groups and channels, 403s another client', async () => {
    const [demo] = await list();
    const gid = demo!.subscriptionGroupId;
    expectError(await membership('POST', { id: 999999, callType: 'WarmTransfer' }, gid), 404);
    expectError(await membership('POST', calls[2]!, 999999), 404);
    expectError(await membership('POST', otherCall, gid), 403);
    expectError(await save({ subscriptionGroupId: 999999, groupName: 'X' }, cs), 404);
    expectError(await save({ clientId: 2, groupName: 'Mine' }), 403);
    expectError(await t.get('/api/leadtype/2/calls/subscriptiongroup', agent), 403);
    expectError(await t.get('/api/leadtype/999999/calls/subscriptiongroup', cs), 404);
    // Staff may work on client 2's groups, but not move client 1's group there.
    expectError(
      await save({ clientId: 2, subscriptionGroupId: gid, groupName: 'Moved' }, cs),
      400,
      CHANNEL_GROUP_MESSAGES.groupOfOtherClient,
      'clientId',
    );
    const created = await save({ clientId: 2, groupName: 'Staff made' }, cs);
    expect(created.statusCode, created.body).toBe(200);
    const other = created.json() as number;
    expectError(await t.delete(`/api/leadtype/calls/subscriptiongroup/${other}`, agent), 403);
    expectError(await membership('DELETE', calls[2]!, other), 403);
  });
});
