import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type {
  ChannelChange,
  ChannelCounts,
  ChannelDetail,
  ChannelSummary,
} from '@client-admin/contracts/channels';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES, CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { channelChanges, channels } from '../../db/schema/channels';
import { clientLogs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('lead channels', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const channelOf = async (clientId: number, status = 'ACTIVE') => {
    const [row] = await t.app.database.db
      .select()
      .from(channels)
      .where(and(eq(channels.clientId, clientId), eq(channels.status, status)))
      .orderBy(asc(channels.id))
      .limit(1);
    return row!;
  };

  describe('GET /api/LeadType/client/:clientId', () => {
    it('lists the client channels with geo maps, both products and an incomplete one', async () => {
      const res = await t.get('/api/LeadType/client/1', agent);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ChannelSummary[];
      expect(body).toHaveLength(6);
      expect(new Set(body.map((c) => c.productTypeId))).toEqual(new Set([1, 2]));
      expect(body.every((c) => c.clientId === 1 && Array.isArray(c.geoMaps))).toBe(true);
      expect(body.find((c) => c.status === 'ACTIVE')?.isActive).toBe(true);
      expect(body.find((c) => c.status === 'PAUSE')).toMatchObject({
        isActive: false,
        temporaryPause: { start: expect.any(String) },
      });
      expect(body.some((c) => c.isIncomplete && c.name.startsWith('INCOMPLETE'))).toBe(true);
      expect(body.find((c) => c.status === 'DAYCAPPED')?.isActive).toBe(true);
    });

    it('drops geo maps with noGeoMaps=true, in any path case, and pages on request', async () => {
      const res = await t.get('/api/leadtype/client/1?noGeoMaps=true&page=2&pageSize=4', cs);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ChannelSummary[];
      expect(body).toHaveLength(2);
      expect(body.every((c) => c.geoMaps === undefined)).toBe(true);
    });

    it('400s a bad page size with the field', async () => {
      const res = await t.get('/api/LeadType/client/1?pageSize=0', cs);
      expectError(res, 400);
      expect(Object.keys(res.json().errors)).toContain('pageSize');
    });

    it('404s an unknown client for staff', async () => {
      expectError(await t.get('/api/LeadType/client/999999', cs), 404, MESSAGES.invalidClientId);
    });

    it("403s an agent naming another client's list", async () => {
      expectError(await t.get('/api/LeadType/client/2', agent), 403);
    });
  });

  describe('GET /api/LeadType/client/:clientId/channelcounts', () => {
    it('counts per product, total and active', async () => {
      const res = await t.get('/api/LeadType/client/1/channelcounts', agent);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ChannelCounts;
      expect(body.products.map((p) => p.productTypeId)).toEqual([1, 2]);
      expect(body.total).toBe(6);
      expect(body.products.reduce((s, p) => s + p.total, 0)).toBe(6);
      expect(body.active).toBeGreaterThan(0);
      expect(body.active).toBeLessThan(body.total);
    });

    it('400s a non-numeric id, 404s an unknown client, 403s another client', async () => {
      expectError(await t.get('/api/LeadType/client/abc/channelcounts', cs), 400);
      expectError(await t.get('/api/LeadType/client/999999/channelcounts', cs), 404);
      expectError(await t.get('/api/LeadType/client/3/channelcounts', agent), 403);
    });
  });

  describe('GET /api/LeadType/:id and /details/:id', () => {
    it('loads one channel with every data field', async () => {
      const row = await channelOf(1);
      for (const url of [`/api/LeadType/${row.id}`, `/api/leadtype/DETAILS/${row.id}`]) {
        const res = await t.get(url, agent);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as ChannelDetail;
        expect(body).toMatchObject({ id: row.id, clientId: 1, version: 1, maxSold: row.maxSold });
        expect(body.dayCapSchedule).toMatchObject({ weekly: 25, saturday: 1 });
        expect(body.priceModifiers).toEqual([
          {
            packagePriceModifierId: expect.any(Number),
            clientQuoteTypeId: row.id,
            price: row.priceCents / 100,
          },
        ]);
      }
    });

    it('400s a bad id, 404s an unknown one', async () => {
      expectError(await t.get('/api/LeadType/0', cs), 400);
      expectError(await t.get('/api/LeadType/999999', cs), 404, CHANNEL_MESSAGES.channelNotFound);
      expectError(await t.get('/api/LeadType/details/999999', agent), 404, 'Channel not found');
    });

    it("403s an agent reaching another client's channel; staff see it", async () => {
      const other = await channelOf(2);
      expectError(await t.get(`/api/LeadType/${other.id}`, agent), 403);
      expectError(await t.get(`/api/LeadType/details/${other.id}`, agent), 403);
      expect((await t.get(`/api/LeadType/${other.id}`, cs)).statusCode).toBe(200);
    });
  });

  describe('GET /api/LeadType/:id/restrictions and /api/leadtype/callTypes', () => {
    it('returns the restrictions', async () => {
      const row = await channelOf(1);
      const res = await t.get(`/api/LeadType/${row.id}/restrictions`, agent);
      expect(res.json()).toEqual({
        clientQuoteTypeId: row.id,
        packageId: row.packageId,
        maxSold: row.maxSold,
        maxPrice: null,
      });
      expectError(await t.get('/api/LeadType/999999/restrictions', cs), 404);
      expectError(await t.get(`/api/LeadType/${(await channelOf(2)).id}/restrictions`, agent), 403);
    });

    it('maps channel ids to call types, leaving unknown ids out', async () => {
      const list = (await t.get('/api/LeadType/client/1', agent)).json() as ChannelSummary[];
      const ids = list.map((c) => c.id);
      const res = await t.get(`/api/leadtype/callTypes?ids=${ids.join(',')},999999`, agent);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, string | null>;
      expect(Object.keys(body).map(Number).sort()).toEqual([...ids].sort());
      for (const c of list) expect(body[String(c.id)]).toBe(c.callType);
      expect(list.some((c) => c.callType === 'WarmTransfer' || c.callType === 'ColdTransfer')).toBe(
        true,
      );
    });

    it('400s bad ids and 403s another client', async () => {
      const res = await t.get('/api/leadtype/callTypes?ids=1,x', cs);
      expectError(res, 400, 'ids must be comma-separated channel ids', 'ids');
      expectError(
        await t.get(`/api/leadtype/callTypes?ids=${(await channelOf(2)).id}`, agent),
        403,
      );
    });
  });

  describe('GET geo map and filter change history', () => {
    it('lists the changes of one kind since the date, newest first', async () => {
      const row = await channelOf(1);
      const state = (s: string) => [{ type: 'State', stateAbbreviation: s }];
      await t.app.database.db.insert(channelChanges).values([
        {
          channelId: row.id,
          kind: 'geoMaps',
          changedAt: new Date('2026-01-05T12:00:00Z'),
          actor: 'cs@example.com',
          before: state('TX'),
          after: state('OK'),
        },
        {
          channelId: row.id,
          kind: 'geoMaps',
          changedAt: new Date('2026-02-05T12:00:00Z'),
          actor: 'agent@example.com',
          before: state('OK'),
          after: state('KS'),
        },
        {
          channelId: row.id,
          kind: 'filters',
          changedAt: new Date('2026-02-06T12:00:00Z'),
          actor: 'cs@example.com',
          before: [],
          after: ['Credit Rating'],
        },
      ]);
      const all = await t.get(`/api/leadType/${row.id}/clientgeomapchanges`, agent);
      expect(all.statusCode, all.body).toBe(200);
      expect((all.json() as ChannelChange[]).map((c) => c.actor)).toEqual([
        'agent@example.com',
        'cs@example.com',
      ]);
      const since = await t.get(
        `/api/leadType/${row.id}/clientgeomapchanges?changeDate=2026-02-01`,
        agent,
      );
      expect(since.json()).toEqual([
        expect.objectContaining({
          clientQuoteTypeId: row.id,
          changedAt: '2026-02-05T12:00:00.000Z',
          after: state('KS'),
        }),
      ]);
      const filters = await t.get(`/api/leadType/${row.id}/getclientquotetypefilterchanges`, cs);
      expect((filters.json() as ChannelChange[]).map((c) => c.after)).toEqual([['Credit Rating']]);
    });

    it('400s a bad date, 404s an unknown channel, 403s another client', async () => {
      const row = await channelOf(1);
      expectError(
        await t.get(`/api/leadType/${row.id}/clientgeomapchanges?changeDate=soon`, cs),
        400,
        'changeDate must be a date',
        'changeDate',
      );
      expectError(
        await t.get('/api/leadType/999999/clientgeomapchanges', cs),
        404,
        'Channel not found',
      );
      const other = await channelOf(2);
      expectError(
        await t.get(`/api/leadType/${other.id}/getclientquotetypefilterchanges`, agent),
        403,
      );
    });
  });

  describe('GET /api/LeadType/package/:packageId', () => {
    it('returns the package with its price modifiers to any signed-in user', async () => {
      const row = await channelOf(1);
      const res = await t.get(`/api/LeadType/package/${row.packageId}`, agent);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as PackageDetail;
      expect(body).toMatchObject({ id: row.packageId, cost: row.priceCents / 100 });
      expect(body.priceModifiers.map((m) => [m.name, m.isDefaultSelected])).toEqual([
        ['Exclusive', false],
        ['Standard', true],
      ]);
    });

    it('has the custom all-zero package, open to every carrier', async () => {
      const res = await t.get(`/api/leadtype/package/${CUSTOM_PACKAGE_ID}`, cs);
      expect(res.json()).toMatchObject({ carrier: null, cost: 0, name: 'Custom' });
    });

    it('400s a non-uuid id and 404s an unknown package', async () => {
      expectError(await t.get('/api/LeadType/package/nope', cs), 400);
      expect(Object.keys((await t.get('/api/LeadType/package/nope', cs)).json().errors)).toContain(
        'packageId',
      );
      expectError(
        await t.get('/api/LeadType/package/11111111-1111-4111-8111-111111111111', cs),
        404,
        'Failed to retrieve the package',
      );
    });
  });

  describe('POST /api/LeadType/pause and DELETE /api/LeadType/pause/:id', () => {
    const pause = (body: unknown, headers: Record<string, string>) =>
      t.post('/api/LeadType/pause', headers, body as object);
    const unpause = (id: number, headers: Record<string, string>) =>
      t.delete(`/api/leadtype/pause/${id}`, headers);

    it('pauses for a duration, audits, and unpauses back to ACTIVE', async () => {
      const row = await channelOf(1);
      const before = Date.now();
      const res = await pause({ clientQuoteTypeId: row.id, duration: 30 }, agent);
      expect(res.statusCode, res.body).toBe(200);
      const paused = res.json() as ChannelSummary;
      expect(paused).toMatchObject({ id: row.id, status: 'PAUSE', isActive: false });
      const end = Date.parse(paused.temporaryPause!.scheduledEnd);
      const start = Date.parse(paused.temporaryPause!.start);
      expect(start).toBeGreaterThanOrEqual(before - 1000);
      expect(end - start).toBe(30 * 60_000);

      const back = await unpause(row.id, agent);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({ status: 'ACTIVE', temporaryPause: null, isActive: true });

      const logs = await t.app.database.db
        .select()
        .from(clientLogs)
        .where(eq(clientLogs.clientId, 1))
        .orderBy(asc(clientLogs.id));
      const actions = logs.map((l) => l.action);
      expect(actions).toContain('CHANNEL_PAUSED');
      expect(actions).toContain('CHANNEL_UNPAUSED');
      const paused1 = logs.find((l) => l.action === 'CHANNEL_PAUSED')!;
      expect(paused1).toMatchObject({
        actorEmail: 'agent@example.com',
        before: { clientQuoteTypeId: row.id, status: 'ACTIVE' },
        after: { clientQuoteTypeId: row.id, status: 'PAUSE' },
      });
      const [stored] = await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.id, row.id));
      expect(stored!.version).toBe(row.version + 2);
    });

    it('-1 pauses until the next New York midnight', async () => {
      const row = await channelOf(3);
      const res = await pause({ clientQuoteTypeId: row.id, duration: -1 }, cs);
      expect(res.statusCode, res.body).toBe(200);
      const { scheduledEnd } = (res.json() as ChannelSummary).temporaryPause!;
      const end = new Date(scheduledEnd);
      const hoursAhead = (end.getTime() - Date.now()) / 36e5;
      expect(hoursAhead).toBeGreaterThan(0);
      expect(hoursAhead).toBeLessThanOrEqual(24);
      const newYorkTime = end.toLocaleTimeString('en-US', {
        timeZone: 'America/New_York',
        hour12: false,
      });
      expect(newYorkTime).toMatch(/^(00|24):00:00$/);
      expect((await unpause(row.id, cs)).statusCode).toBe(200);
    });

    it('400s a bad duration or a missing id with the field message', async () => {
      const row = await channelOf(1);
      expectError(
        await pause({ clientQuoteTypeId: row.id, duration: 0 }, agent),
        400,
        CHANNEL_MESSAGES.invalidPauseDuration,
        'duration',
      );
      const res = await pause({ duration: 30 }, agent);
      expectError(res, 400);
      expect(Object.keys(res.json().errors)).toContain('clientQuoteTypeId');
    });

    it('404s an unknown channel', async () => {
      expectError(
        await pause({ clientQuoteTypeId: 999999, duration: 30 }, cs),
        404,
        'Channel not found',
      );
      expectError(await unpause(999999, cs), 404, 'Channel not found');
    });

    it("403s an agent pausing or unpausing another client's channel", async () => {
      const other = await channelOf(2);
      expectError(await pause({ clientQuoteTypeId: other.id, duration: 30 }, agent), 403);
      const otherPaused = await channelOf(2, 'PAUSE');
      expectError(await unpause(otherPaused.id, agent), 403);
    });

    it('409s unpausing a channel that is not paused, and pausing an inactive one', async () => {
      expectError(await unpause((await channelOf(1)).id, agent), 409, 'Failed to unpause channel.');
      const inactive = await channelOf(1, 'INACTIVE');
      expectError(
        await pause({ clientQuoteTypeId: inactive.id, duration: 30 }, agent),
        409,
        'Failed to pause channel.',
      );
    });
  });
});
