import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type {
  ChannelChange,
  SubscriptionFilter,
  SubscriptionFiltersResponse,
} from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES, FILTER_MESSAGES } from '@client-admin/domain/channel-messages';
import { channelChanges, channels } from '../../../db/schema/channels';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { expectError } from '../../../test/expect-error';

describe('subscription filters', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  /** The first channel of the client that is (or is not) a Direct Transfer one. */
  const channelOf = async (clientId: number, direct: boolean) => {
    const callType = direct
      ? eq(channels.callType, 'ColdTransfer')
      : or(isNull(channels.callType), ne(channels.callType, 'ColdTransfer'));
    const [row] = await t.app.database.db
      .select()
      .from(channels)
      .where(and(eq(channels.clientId, clientId), callType))
      .orderBy(asc(channels.id))
      .limit(1);
    return row!;
  };
  const channelRow = async (id: number) =>
    (await t.app.database.db.select().from(channels).where(eq(channels.id, id)))[0]!;
  const filterChanges = async (id: number) =>
    t.app.database.db
      .select()
      .from(channelChanges)
      .where(and(eq(channelChanges.channelId, id), eq(channelChanges.kind, 'filters')));

  const entry = (
    type: { id: number; name: string; operator: string },
    input: { value?: string | null; lookup?: number | null; id?: number } = {},
  ): SubscriptionFilter => ({
    subscriptionFilterId: input.id ?? -1,
    subscriptionFilterTypeId: type.id,
    subscriptionFilterTypeName: type.name,
    subscriptionFilterTypeOperator: type.operator,
    subscriptionFilterTypeInputValue: input.value ?? null,
    subscriptionFilterTypeInputLookup: input.lookup ?? null,
  });
  const typesOf = async () => {
    const channel = await channelOf(1, false);
    const res = await t.get(`/api/LeadType/GetSubscriptionFilters/${channel.id}/`, cs);
    const body = res.json() as SubscriptionFiltersResponse;
    const byName = (name: string) => body.subscriptionFilterTypes.find((f) => f.name === name)!;
    return {
      credit: byName('Credit Rating'),
      homeOwner: byName('Home Owner'),
      minAge: byName('Minimum Age'),
      zips: byName('Excluded Zip Codes'),
    };
  };

  describe('GET api/LeadType/GetSubscriptionFilters/{id}/', () => {
    it('returns the channel filters and every filter type with operator, kind and lookups', async () => {
      const [withFilter] = await t.app.database.db
        .select()
        .from(channels)
        .where(and(eq(channels.filterList, 'Credit Rating'), ne(channels.callType, 'ColdTransfer')))
        .limit(1);
      const res = await t.get(`/api/LeadType/GetSubscriptionFilters/${withFilter!.id}/`, cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SubscriptionFiltersResponse;
      expect(body.subscriptionFilters).toEqual([
        expect.objectContaining({
          subscriptionFilterTypeName: 'Credit Rating',
          subscriptionFilterTypeOperator: 'IN',
          subscriptionFilterTypeInputValue: 'EXCELLENT',
          subscriptionFilterTypeInputLookup: expect.any(Number),
        }),
      ]);
      const kinds = new Set(body.subscriptionFilterTypes.map((f) => f.inputKind));
      expect(kinds).toEqual(new Set(['lookup', 'number', 'text']));
      const credit = body.subscriptionFilterTypes.find((f) => f.name === 'Credit Rating');
      expect(credit?.lookups.map((l) => l.label)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    });

    it('answers without the trailing slash and in any case, to the owning agent too', async () => {
      const channel = await channelOf(1, false);
      const res = await t.get(`/api/leadtype/getsubscriptionfilters/${channel.id}`, agent);
      expect(res.statusCode, res.body).toBe(200);
    });

    it('400s a bad id, 404s an unknown channel, 403s another client', async () => {
      expectError(await t.get('/api/LeadType/GetSubscriptionFilters/abc/', cs), 400);
      expectError(
        await t.get('/api/LeadType/GetSubscriptionFilters/999999/', cs),
        404,
        CHANNEL_MESSAGES.channelNotFound,
      );
      const other = await channelOf(2, false);
      expectError(await t.get(`/api/LeadType/GetSubscriptionFilters/${other.id}/`, agent), 403);
    });
  });

  describe('POST api/LeadType/UpsertSubscriptionFilter/{id}', () => {
    it('adds, keeps and deletes, keeps filterList in step and records one change', async () => {
      const types = await typesOf();
      const channel = await channelOf(1, false);
      const url = `/api/LeadType/UpsertSubscriptionFilter/${channel.id}`;
      const first = await t.post(url, agent, [
        entry(types.credit, { lookup: types.credit.lookups[1]!.id }),
        entry(types.minAge, { value: ' 25 ' }),
        entry(types.zips, { value: '10001,10002' }),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      const saved = (first.json() as SubscriptionFiltersResponse).subscriptionFilters;
      expect(saved.map((f) => f.subscriptionFilterTypeInputValue)).toEqual([
        'GOOD',
        '25',
        '10001,10002',
      ]);
      expect(saved.every((f) => f.subscriptionFilterId > 0)).toBe(true);
      expect((await channelRow(channel.id)).filterList).toBe(
        'Credit Rating,Minimum Age,Excluded Zip Codes',
      );

      // Keep the age (changed), drop the rest, add Home Owner.
      const age = saved[1]!;
      const second = await t.post(url, cs, [
        { ...age, subscriptionFilterTypeInputValue: '30' },
        entry(types.homeOwner, { lookup: types.homeOwner.lookups[0]!.id }),
      ]);
      expect(second.statusCode, second.body).toBe(200);
      const now = (second.json() as SubscriptionFiltersResponse).subscriptionFilters;
      expect(now[0]).toMatchObject({
        subscriptionFilterId: age.subscriptionFilterId,
        subscriptionFilterTypeInputValue: '30',
      });
      expect(now[1]?.subscriptionFilterTypeName).toBe('Home Owner');
      expect(now).toHaveLength(2);
      expect((await channelRow(channel.id)).filterList).toBe('Minimum Age,Home Owner');

      const history = await t.get(
        `/api/leadType/${channel.id}/getclientquotetypefilterchanges`,
        cs,
      );
      const changes = history.json() as ChannelChange[];
      expect(changes).toHaveLength(2);
      expect(changes[0]).toMatchObject({ clientQuoteTypeId: channel.id, actor: 'cs@example.com' });
      expect(changes[0]?.before).toEqual(saved);
      expect(changes[0]?.after).toEqual(now);
      // The first save dropped the seeded Credit Rating filter it did not list.
      expect(changes[1]).toMatchObject({
        actor: 'agent@example.com',
        before: [{ subscriptionFilterTypeName: 'Credit Rating' }],
        after: saved,
      });

      // The same list again, or a removed filter re-added, changes nothing.
      expect((await t.post(url, cs, now)).statusCode).toBe(200);
      const readded = [now[0]!, { ...now[1]!, subscriptionFilterId: -1 }];
      const again = await t.post(url, cs, readded);
      expect((again.json() as SubscriptionFiltersResponse).subscriptionFilters).toEqual(now);
      expect(await filterChanges(channel.id)).toHaveLength(2);

      // An empty list clears them.
      const cleared = await t.post(url, cs, []);
      expect((cleared.json() as SubscriptionFiltersResponse).subscriptionFilters).toEqual([]);
      expect((await channelRow(channel.id)).filterList).toBe('');
    });

    it('400s each bad entry on its field', async () => {
      const types = await typesOf();
      const channel = await channelOf(3, false);
      const url = `/api/LeadType/UpsertSubscriptionFilter/${channel.id}`;
      const cases: [SubscriptionFilter[], string, string][] = [
        [
          [entry({ ...types.credit, id: 999999 }, { lookup: 1 })],
          '0.subscriptionFilterTypeId',
          FILTER_MESSAGES.unknownFilterType,
        ],
        [
          [entry(types.credit, { lookup: types.homeOwner.lookups[0]!.id })],
          '0.subscriptionFilterTypeInputLookup',
          FILTER_MESSAGES.chooseLookup,
        ],
        [
          [entry(types.zips, { value: 'x' }), entry(types.minAge, { value: 'twenty' })],
          '1.subscriptionFilterTypeInputValue',
          FILTER_MESSAGES.enterNumber,
        ],
        [
          [entry(types.zips, { value: '   ' })],
          '0.subscriptionFilterTypeInputValue',
          FILTER_MESSAGES.enterValue,
        ],
        [
          [entry(types.minAge, { value: '1', id: 999999 })],
          '0.subscriptionFilterId',
          FILTER_MESSAGES.unknownFilter,
        ],
        [
          [entry(types.minAge, { value: '1' }), entry(types.minAge, { value: '1' })],
          '1',
          FILTER_MESSAGES.repeatedFilter,
        ],
      ];
      for (const [body, field, message] of cases) {
        expectError(await t.post(url, cs, body), 400, message, field);
      }
      const invalid = await t.post(url, cs, [{ ...entry(types.minAge), subscriptionFilterId: -2 }]);
      expectError(invalid, 400);
      expect(Object.keys(invalid.json().errors)).toEqual(['0.subscriptionFilterId']);
      expect(await filterChanges(channel.id)).toHaveLength(0);
    });

    it('404s an unknown channel and 403s an agent on another client', async () => {
      expectError(
        await t.post('/api/LeadType/UpsertSubscriptionFilter/999999', cs, []),
        404,
        CHANNEL_MESSAGES.channelNotFound,
      );
      const other = await channelOf(2, false);
      expectError(
        await t.post(`/api/LeadType/UpsertSubscriptionFilter/${other.id}`, agent, []),
        403,
      );
    });
  });

  describe('Taz variants for Direct Transfer call channels', () => {
    it('read and save a cold-transfer channel through the Taz calls only', async () => {
      const types = await typesOf();
      const direct = await channelOf(1, true);
      expect(direct.callType).toBe('ColdTransfer');
      const got = await t.get(`/api/LeadType/GetTazSubscriptionFilters/${direct.id}/`, agent);
      expect(got.statusCode, got.body).toBe(200);
      const saved = await t.post(`/api/LeadType/UpsertTazSubscriptionFilter/${direct.id}`, agent, [
        entry(types.minAge, { value: '40' }),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await channelRow(direct.id)).filterList).toBe('Minimum Age');
      expect(await filterChanges(direct.id)).toHaveLength(1);

      const plainGet = await t.get(`/api/LeadType/GetSubscriptionFilters/${direct.id}/`, agent);
      expectError(plainGet, 400, FILTER_MESSAGES.tazOnly, 'id');
      const plainPost = await t.post(`/api/LeadType/UpsertSubscriptionFilter/${direct.id}`, cs, []);
      expectError(plainPost, 400, FILTER_MESSAGES.tazOnly, 'id');
    });

    it('400s a Taz call on any other channel, 404s and 403s as the plain ones', async () => {
      const web = await channelOf(1, false);
      const tazGet = await t.get(`/api/LeadType/GetTazSubscriptionFilters/${web.id}/`, cs);
      expectError(tazGet, 400, FILTER_MESSAGES.notTaz, 'id');
      const tazPost = await t.post(`/api/LeadType/UpsertTazSubscriptionFilter/${web.id}`, cs, []);
      expectError(tazPost, 400, FILTER_MESSAGES.notTaz, 'id');
      expectError(
        await t.get('/api/LeadType/GetTazSubscriptionFilters/999999/', cs),
        404,
        CHANNEL_MESSAGES.channelNotFound,
      );
      const other = await channelOf(2, true);
      expectError(await t.get(`/api/LeadType/GetTazSubscriptionFilters/${other.id}/`, agent), 403);
    });
  });
});
