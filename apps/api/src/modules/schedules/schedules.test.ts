import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelDetail } from '@client-admin/contracts/channels';
import type {
  AccountScheduleDetails,
  CallSchedule,
  GroupSchedule,
} from '@client-admin/contracts/schedules';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import { channels } from '../../db/schema/channels';
import { channelGroups } from '../../db/schema/channel-groups';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';
import { editBody } from '../channels/channel-test-fixtures';

describe('schedules: call, group, account and the web lead schedule', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let corporate: RequestHeaders;
  /** Client 1's call channels (the first has the demo schedule), its web channel, client 2's. */
  let calls: { id: number; callType: string | null }[];
  let web: number;
  let otherCall: { id: number; callType: string | null };
  let groupId: number;
  let otherGroupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
    const db = t.app.database.db;
    const of = (clientId: number, service: 'Web' | 'Call') =>
      db
        .select({ id: channels.id, callType: channels.callType })
        .from(channels)
        .where(and(eq(channels.clientId, clientId), eq(channels.serviceType, service)))
        .orderBy(asc(channels.id));
    calls = await of(1, 'Call');
    web = (await of(1, 'Web'))[0]!.id;
    otherCall = (await of(2, 'Call'))[0]!;
    const [group] = await db.select().from(channelGroups).where(eq(channelGroups.clientId, 1));
    groupId = group!.id;
    const [other] = await db
      .insert(channelGroups)
      .values({ clientId: 3, name: 'Corporate group' })
      .returning();
    otherGroupId = other!.id;
  });
  afterAll(() => t.close());

  const getCall = (id: number, headers = agent, query = '') =>
    t.get(`/api/LeadType/calls/SubscriptionSchedule/${id}${query}`, headers);

  const saveBody = (schedule: CallSchedule, overrides: object = {}) => ({
    clientQuoteTypeID: schedule.clientQuoteTypeID,
    clientId: schedule.clientId,
    isIntervalCapEnabled: schedule.isIntervalCapEnabled,
    intervalStep: schedule.intervalStep,
    subscriptionMonthlySchedule: schedule.subscriptionMonthlySchedule,
    subscriptionDailySchedules: schedule.subscriptionDailySchedules,
    ...overrides,
  });
  const savePath = (s: CallSchedule) =>
    `/api/LeadType/schedule/call/${s.clientId}/${s.callType}/${s.clientQuoteTypeID}`;

  /** A fresh copy of the schedule with Monday's parts replaced. */
  const withMonday = (s: CallSchedule, parts: object[]) => {
    const days = structuredClone(s.subscriptionDailySchedules);
    days[1] = { ...days[1]!, subscriptionDayPartSchedules: parts as never };
    return saveBody(s, { subscriptionDailySchedules: days });
  };
  const part = (
    startTime: string,
    endTime: string,
    caps: Partial<Record<string, number>> = {},
  ) => ({
    concurrencyCap: caps.concurrency ?? 1,
    scheduleDayPartCap: { capLimit: caps.dayPart ?? 0, startTime, endTime },
    subscriptionIntervalCaps: [],
  });

  describe('a call channel schedule', () => {
    it('reads the demo schedule, and the defaults (with the day caps) for a channel without one', async () => {
      const res = await getCall(calls[0]!.id);
      expect(res.statusCode, res.body).toBe(200);
      const seeded = res.json() as CallSchedule;
      expect(seeded).toMatchObject({
        clientQuoteTypeID: calls[0]!.id,
        clientId: 1,
        isIntervalCapEnabled: true,
        intervalStep: '01:00:00',
        subscriptionMonthlySchedule: { subscriptionMonthlyCap: { capLimit: 400 } },
      });
      const monday = seeded.subscriptionDailySchedules[1]!;
      expect(monday.subscriptionDayPartSchedules.map((p) => p.scheduleDayPartCap)).toEqual([
        { capLimit: 10, startTime: '08:00:00', endTime: '12:00:00', dayIndex: 1 },
        { capLimit: 12, startTime: '13:00:00', endTime: '18:00:00', dayIndex: 1 },
      ]);
      expect(monday.subscriptionDayPartSchedules[0]!.subscriptionIntervalCaps).toHaveLength(4);

      const fresh = (await getCall(calls[2]!.id)).json() as CallSchedule;
      expect(fresh.intervalStep).toBe('00:15:00');
      expect(fresh.subscriptionDailySchedules.map((d) => d.isActive)).toEqual([
        false,
        true,
        true,
        true,
        true,
        true,
        false,
      ]);
      // The demo channels' day caps: 7 a weekday, 1 a weekend day.
      expect(fresh.subscriptionDailySchedules[1]!.scheduleDailyCap.capLimit).toBe(7);
    });

    it('saves and reads back a schedule whole (parts, caps, interval caps, step)', async () => {
      const s = (await getCall(calls[2]!.id)).json() as CallSchedule;
      const body = withMonday({ ...s, intervalStep: '00:30:00' }, [
        {
          concurrencyCap: 3,
          scheduleDayPartCap: { capLimit: 20, startTime: '13:00', endTime: '14:00:00' },
          subscriptionIntervalCaps: [
            { capLimit: 4, startTime: '13:00:00', endTime: '13:30:00' },
            { capLimit: 5, startTime: '13:30:00', endTime: '14:00:00' },
          ],
        },
        part('08:00:00', '12:00:00', { concurrency: 2, dayPart: 8 }),
      ]);
      body.subscriptionDailySchedules = body.subscriptionDailySchedules.map((d) => ({
        ...d,
        subscriptionDayPartSchedules: d.subscriptionDayPartSchedules.map((p) => ({
          ...p,
          subscriptionIntervalCaps: d.dayOfWeek === 1 ? p.subscriptionIntervalCaps : [],
        })),
      }));
      body.subscriptionMonthlySchedule = {
        subscriptionMonthlyCap: { capLimit: 250, startTime: '00:00:00', endTime: '00:00:00' },
      };
      body.isIntervalCapEnabled = true;
      const res = await t.post(savePath(s), agent, body);
      expect(res.statusCode, res.body).toBe(200);
      const read = (await getCall(calls[2]!.id)).json() as CallSchedule;
      expect(read).toEqual(res.json());
      expect(read).toMatchObject({
        intervalStep: '00:30:00',
        isIntervalCapEnabled: true,
        subscriptionMonthlySchedule: { subscriptionMonthlyCap: { capLimit: 250 } },
      });
      const monday = read.subscriptionDailySchedules[1]!.subscriptionDayPartSchedules;
      expect(monday.map((p) => [p.scheduleDayPartCap.startTime, p.concurrencyCap])).toEqual([
        ['08:00:00', 2],
        ['13:00:00', 3],
      ]);
      expect(monday[1]!.subscriptionIntervalCaps.map((c) => c.capLimit)).toEqual([4, 5]);
      // The callType query, when sent, must be the channel's.
      const right = calls[2]!.callType!;
      expect((await getCall(calls[2]!.id, agent, `?callType=${right}`)).statusCode).toBe(200);
    });

    it('400s each bad input naming the field, and writes nothing', async () => {
      const s = (await getCall(calls[1]!.id)).json() as CallSchedule;
      const at = 'subscriptionDailySchedules.1.subscriptionDayPartSchedules';
      const cases: [object, string, string][] = [
        [
          withMonday(s, [part('09:00:00', '12:00:00'), part('11:00:00', '13:00:00')]),
          `${at}.1.scheduleDayPartCap.startTime`,
          SCHEDULE_MESSAGES.overlap,
        ],
        [
          withMonday(s, [part('12:00:00', '09:00:00')]),
          `${at}.0.scheduleDayPartCap.startTime`,
          SCHEDULE_MESSAGES.startAfterEnd,
        ],
        [
          withMonday(s, [part('09:00:00', '12:00:00', { concurrency: -1 })]),
          `${at}.0.concurrencyCap`,
          SCHEDULE_MESSAGES.cap,
        ],
        [
          withMonday(s, [part('09:00:00', '12:00:00', { dayPart: 1.5 })]),
          `${at}.0.scheduleDayPartCap.capLimit`,
          SCHEDULE_MESSAGES.cap,
        ],
        [
          withMonday(s, [part('09:10:00', '12:00:00')]),
          `${at}.0.scheduleDayPartCap.startTime`,
          SCHEDULE_MESSAGES.offStep(15),
        ],
        [
          withMonday(s, [part('09:00:00', '25:00:00')]),
          `${at}.0.scheduleDayPartCap.endTime`,
          SCHEDULE_MESSAGES.timeFormat,
        ],
      ];
      for (const [body, field, message] of cases) {
        expectError(await t.post(savePath(s), agent, body), 400, message, field);
      }
      const days = structuredClone(s.subscriptionDailySchedules);
      days[0] = { ...days[0]!, dayOfWeek: 7 };
      expectError(
        await t.post(savePath(s), agent, saveBody(s, { subscriptionDailySchedules: days })),
        400,
        SCHEDULE_MESSAGES.unknownWeekday,
        'subscriptionDailySchedules.0.dayOfWeek',
      );
      expectError(
        await t.post(
          savePath(s),
          agent,
          saveBody(s, {
            subscriptionMonthlySchedule: {
              subscriptionMonthlyCap: { capLimit: -5, startTime: '00:00:00', endTime: '00:00:00' },
            },
          }),
        ),
        400,
        SCHEDULE_MESSAGES.cap,
        'subscriptionMonthlySchedule.subscriptionMonthlyCap.capLimit',
      );
      expectError(
        await t.post(savePath(s), agent, saveBody(s, { clientQuoteTypeID: calls[2]!.id })),
        400,
        SCHEDULE_MESSAGES.channelMismatch,
        'clientQuoteTypeID',
      );
      const wrongType = s.callType === 'WarmTransfer' ? 'ColdTransfer' : 'WarmTransfer';
      expectError(
        await t.post(savePath({ ...s, callType: wrongType }), agent, saveBody(s)),
        400,
        SCHEDULE_MESSAGES.callTypeMismatch,
        'callType',
      );
      expectError(
        await getCall(calls[1]!.id, agent, `?callType=${wrongType}`),
        400,
        SCHEDULE_MESSAGES.callTypeMismatch,
        'callType',
      );
      expect((await getCall(calls[1]!.id)).json()).toEqual(s);
    });

    it('a clone starts with its source schedule', async () => {
      const res = await t.post('/api/LeadType/clone', agent, { clientQuoteTypeId: calls[0]!.id });
      expect(res.statusCode, res.body).toBe(201);
      const copy = (res.json() as ChannelDetail).id;
      const source = (await getCall(calls[0]!.id)).json() as CallSchedule;
      expect((await getCall(copy)).json()).toEqual({ ...source, clientQuoteTypeID: copy });
    });

    it('400s a web channel, 404s an unknown one, 403s another client', async () => {
      expectError(await getCall(web), 400, SCHEDULE_MESSAGES.notCallChannel, 'id');
      expectError(await getCall(999999), 404);
      expectError(await getCall(otherCall.id), 403);
      const s = (await getCall(otherCall.id, cs)).json() as CallSchedule;
      expectError(await t.post(savePath(s), agent, saveBody(s)), 403);
      const unknown = { ...s, clientQuoteTypeID: 999999 };
      expectError(await t.post(savePath(unknown), cs, saveBody(unknown)), 404);
      expect((await t.post(savePath(s), cs, saveBody(s))).statusCode).toBe(200);
    });
  });

  describe('a channel group schedule', () => {
    const getGroup = (id: number, headers = agent) =>
      t.get(`/api/LeadType/calls/SubscriptionGroupSchedule/${id}`, headers);

    it('reads, saves and reads back the shared schedule', async () => {
      const res = await getGroup(groupId);
      expect(res.statusCode, res.body).toBe(200);
      const g = res.json() as GroupSchedule;
      expect(g).toMatchObject({
        subscriptionGroupId: groupId,
        clientId: 1,
        intervalStep: '01:00:00',
      });
      const days = structuredClone(g.subscriptionDailySchedules);
      days[6] = {
        ...days[6]!,
        isActive: true,
        scheduleDailyCap: { ...days[6]!.scheduleDailyCap, capLimit: -1 },
      };
      const body = {
        subscriptionGroupId: groupId,
        clientId: 1,
        isIntervalCapEnabled: false,
        intervalStep: '01:00:00',
        subscriptionMonthlySchedule: g.subscriptionMonthlySchedule,
        subscriptionDailySchedules: days,
      };
      const saved = await t.post('/api/LeadType/calls/subscriptionGroup/setSchedule', agent, body);
      expect(saved.statusCode, saved.body).toBe(200);
      const read = (await getGroup(groupId)).json() as GroupSchedule;
      expect(read).toEqual(saved.json());
      expect(read.isIntervalCapEnabled).toBe(false);
      expect(read.subscriptionDailySchedules[6]).toMatchObject({
        isActive: true,
        scheduleDailyCap: { capLimit: -1 },
      });
    });

    it('400s a bad part, 404s an unknown group, 403s another client', async () => {
      const g = (await getGroup(groupId)).json() as GroupSchedule;
      const days = structuredClone(g.subscriptionDailySchedules);
      days[2]!.subscriptionDayPartSchedules[0]!.scheduleDayPartCap.endTime = '07:00:00';
      const body = { ...g, subscriptionDailySchedules: days };
      expectError(
        await t.post('/api/LeadType/calls/subscriptionGroup/setSchedule', agent, body),
        400,
        SCHEDULE_MESSAGES.startAfterEnd,
        'subscriptionDailySchedules.2.subscriptionDayPartSchedules.0.scheduleDayPartCap.startTime',
      );
      expectError(await getGroup(999999), 404);
      expectError(await getGroup(otherGroupId), 403);
      expectError(
        await t.post('/api/LeadType/calls/subscriptionGroup/setSchedule', agent, {
          ...g,
          subscriptionGroupId: otherGroupId,
        }),
        403,
      );
      expectError(
        await t.post('/api/LeadType/calls/subscriptionGroup/setSchedule', cs, {
          ...g,
          subscriptionGroupId: 999999,
        }),
        404,
      );
    });
  });

  describe('the account schedule', () => {
    const getAccount = (clientId: number, headers = agent) =>
      t.get(`/api/Clients/${clientId}/account_schedule_details`, headers);
    const accountBody = (overrides: object = {}) => ({
      clientId: 1,
      clientType: 'AGENT',
      preventCapOverride: false,
      clientSchedule: [1, 2, 3, 4, 5].map((dayIndex) => ({
        dayIndex,
        isActive: true,
        dayPartSchedules: [
          { concurrencyCap: 2, dayPartCap: { startTime: '07:00:00', endTime: '19:00:00' } },
        ],
      })),
      ...overrides,
    });

    it('answers the default, then what was saved (responseCache and preventCapOverride)', async () => {
      const first = (await getAccount(1)).json() as AccountScheduleDetails;
      expect(first).toMatchObject({ clientId: 1, preventCapOverride: false });
      expect(first.responseCache).toHaveLength(7);
      expect(first.responseCache[1]).toEqual({
        dayIndex: 1,
        isActive: true,
        dayPartSchedules: [
          { concurrencyCap: 1, dayPartCap: { startTime: '09:00:00', endTime: '17:00:00' } },
        ],
      });
      const saved = await t.post('/api/Clients/clientschedule', agent, accountBody());
      expect(saved.statusCode, saved.body).toBe(200);
      const read = (await getAccount(1)).json() as AccountScheduleDetails;
      expect(read).toEqual(saved.json());
      expect(read.responseCache[0]!.isActive).toBe(false);
      expect(read.responseCache[3]!.dayPartSchedules[0]).toEqual({
        concurrencyCap: 2,
        dayPartCap: { startTime: '07:00:00', endTime: '19:00:00' },
      });
    });

    it('with preventCapOverride, a channel or group part beyond its hours is refused', async () => {
      const save = await t.post(
        '/api/Clients/clientschedule',
        agent,
        accountBody({ preventCapOverride: true }),
      );
      expect(save.json()).toMatchObject({ preventCapOverride: true });
      const s = (await getCall(calls[1]!.id)).json() as CallSchedule;
      const late = withMonday(s, [part('18:00:00', '20:00:00')]);
      expectError(
        await t.post(savePath(s), agent, late),
        400,
        SCHEDULE_MESSAGES.outsideAccountHours,
        'subscriptionDailySchedules.1.subscriptionDayPartSchedules.0.scheduleDayPartCap.startTime',
      );
      const inside = withMonday(s, [part('07:00:00', '19:00:00')]);
      expect((await t.post(savePath(s), agent, inside)).statusCode).toBe(200);
      await t.post('/api/Clients/clientschedule', agent, accountBody());
      expect((await t.post(savePath(s), agent, late)).statusCode).toBe(200);
    });

    it('400s a bad schedule or another client type; 403s another client; 404s an unknown one', async () => {
      expectError(
        await t.post(
          '/api/Clients/clientschedule',
          agent,
          accountBody({ clientType: 'CORPORATE' }),
        ),
        400,
        SCHEDULE_MESSAGES.clientTypeMismatch,
        'clientType',
      );
      const overlapping = accountBody({
        clientSchedule: [
          {
            dayIndex: 1,
            isActive: true,
            dayPartSchedules: [
              { concurrencyCap: 1, dayPartCap: { startTime: '09:00:00', endTime: '12:00:00' } },
              { concurrencyCap: 1, dayPartCap: { startTime: '10:00:00', endTime: '13:00:00' } },
            ],
          },
        ],
      });
      expectError(
        await t.post('/api/Clients/clientschedule', agent, overlapping),
        400,
        SCHEDULE_MESSAGES.overlap,
        'clientSchedule.0.dayPartSchedules.1.dayPartCap.startTime',
      );
      expectError(
        await t.post(
          '/api/Clients/clientschedule',
          agent,
          accountBody({ clientSchedule: [{ dayIndex: 9, isActive: true, dayPartSchedules: [] }] }),
        ),
        400,
        SCHEDULE_MESSAGES.unknownWeekday,
      );
      expectError(await getAccount(2), 403);
      expectError(await t.post('/api/Clients/clientschedule', corporate, accountBody()), 403);
      expectError(await getAccount(999999, cs), 404);
    });
  });

  describe('the web lead schedule, with its channel', () => {
    const read = async (id: number) =>
      (await t.get(`/api/LeadType/${id}`, agent)).json() as ChannelDetail;

    it('answers the default, saves entries with the channel and reads them back', async () => {
      const channel = await read(web);
      expect(channel.schedule.filter((e) => e.isActive)).toHaveLength(5);
      expect(channel.schedule[0]).toEqual({
        clientQuoteTypeId: web,
        dayOfWeek: 0,
        startTime: '00:00:00.00',
        endTime: '00:00:00.00',
        isActive: false,
      });
      const schedule = [
        {
          clientQuoteTypeId: web,
          dayOfWeek: 1,
          startTime: '08:00:00',
          endTime: '12:00:00',
          isActive: true,
        },
        {
          clientQuoteTypeId: web,
          dayOfWeek: 1,
          startTime: '12:30:00',
          endTime: '23:59:59.99',
          isActive: true,
        },
        {
          clientQuoteTypeId: 0,
          dayOfWeek: 6,
          startTime: '10:00:00',
          endTime: '14:00:00',
          isActive: true,
        },
      ];
      const res = await t.post('/api/LeadType/edit/Web', agent, editBody(channel, { schedule }));
      expect(res.statusCode, res.body).toBe(200);
      const after = await read(web);
      expect(after.schedule).toEqual((res.json() as ChannelDetail).schedule);
      expect(after.schedule.filter((e) => e.isActive)).toEqual([
        schedule[0],
        schedule[1],
        { ...schedule[2], clientQuoteTypeId: web },
      ]);
      // Left out, the stored schedule stays.
      const rest: Record<string, unknown> = editBody(after, { customName: 'Kept' });
      delete rest.schedule;
      expect((await t.post('/api/LeadType/edit/Web', agent, rest)).statusCode).toBe(200);
      expect((await read(web)).schedule).toEqual(after.schedule);
    });

    it('400s overlapping, off-step or mixed entries naming the entry; a call channel has none', async () => {
      const channel = await read(web);
      const entry = (dayOfWeek: number, startTime: string, endTime: string, isActive = true) => ({
        clientQuoteTypeId: web,
        dayOfWeek,
        startTime,
        endTime,
        isActive,
      });
      const post = (schedule: object[]) =>
        t.post('/api/LeadType/edit/Web', agent, editBody(channel, { schedule }));
      expectError(
        await post([entry(2, '09:00:00', '12:00:00'), entry(2, '11:00:00', '13:00:00')]),
        400,
        SCHEDULE_MESSAGES.overlap,
        'schedule.1.startTime',
      );
      expectError(
        await post([entry(2, '09:15:00', '12:00:00')]),
        400,
        SCHEDULE_MESSAGES.offStep(30),
        'schedule.0.startTime',
      );
      expectError(
        await post([entry(2, '09:00:00', '12:00:00'), entry(2, '00:00:00', '00:00:00', false)]),
        400,
        SCHEDULE_MESSAGES.mixedActive,
        'schedule.1.isActive',
      );
      expectError(
        await post([{ ...entry(2, '09:00:00', '12:00:00'), clientQuoteTypeId: calls[0]!.id }]),
        400,
        SCHEDULE_MESSAGES.channelMismatch,
        'schedule.0.clientQuoteTypeId',
      );
      const call = await read(calls[2]!.id);
      expect(call.schedule).toEqual([]);
      expectError(
        await t.post(
          '/api/LeadType/edit/Call',
          agent,
          editBody(call, { schedule: [entry(2, '09:00:00', '12:00:00')] }),
        ),
        400,
        SCHEDULE_MESSAGES.notWebChannel,
        'schedule',
      );
    });
  });
});
