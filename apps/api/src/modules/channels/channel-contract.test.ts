import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import type {
  ChannelCounts,
  ChannelDetail,
  ChannelSummary,
} from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES, CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { MAX_PAUSE_DURATION_MINUTES } from '@client-admin/domain/pause-duration';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { parentCompanies } from '../../db/schema/options';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders, RequestMethod } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

/**
 * The calls of seed 001 §7 (Filters, Channels, Packages) as the spec spells them: each is
 * registered with its method, needs a token, and keeps a client user to its own client.
 */
describe('channel, filter, package and vendor calls against the spec', () => {
  let t: TestApp;
  let everest: RequestHeaders;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let own: typeof channels.$inferSelect;
  let other: typeof channels.$inferSelect;
  let carrier: string;
  beforeAll(async () => {
    t = await buildTestApp();
    everest = await t.as('super@example.com');
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const db = t.app.database.db;
    const byId = (clientId: number, op = eq) =>
      db
        .select()
        .from(channels)
        .where(and(op(channels.clientId, clientId), eq(channels.status, 'ACTIVE')))
        .orderBy(asc(channels.id))
        .limit(1);
    own = (await byId(1))[0]!;
    other = (await byId(1, ne))[0]!;
    const [client] = await db.select().from(clients).where(eq(clients.id, 1));
    carrier = client!.parentCompany!;
  });
  afterAll(() => t.close());

  /** [method, path as seed 001 §7 writes it, body] */
  const specCalls = (): [RequestMethod, string, object?][] => [
    ['GET', `api/LeadType/GetSubscriptionFilters/${own.id}/`],
    ['GET', `api/LeadType/GetTazSubscriptionFilters/${own.id}/`],
    ['POST', `api/LeadType/UpsertSubscriptionFilter/${own.id}`, []],
    ['POST', `api/LeadType/UpsertTazSubscriptionFilter/${own.id}`, []],
    ['GET', '/api/LeadType/dashboard/1'],
    ['GET', '/api/LeadType/client/1?noGeoMaps=true'],
    ['GET', '/api/LeadType/client/1/channelcounts'],
    ['GET', '/api/LeadType/leadchannels/1'],
    ['GET', `/api/LeadType/details/${own.id}`],
    ['GET', `/api/LeadType/${own.id}/caps/min`],
    ['POST', '/api/LeadType/clone', {}],
    ['POST', `api/leadType/${own.id}/testLead`],
    ['GET', '/api/LeadType/new/Web?isSignup=false&clientId=1'],
    ['GET', `/api/LeadType/${own.id}`],
    ['GET', `/api/LeadType/${own.id}/restrictions`],
    ['GET', `/api/LeadType/territorydetail/${own.id}?subsidyProduct=x`],
    ['GET', '/api/LeadType/crms/1'],
    ['GET', `/api/LeadType/package/${CUSTOM_PACKAGE_ID}`],
    ['GET', `/api/LeadType/calls/${carrier}/1`],
    ['GET', `/api/LeadType/calls/taz/${carrier}/auto`],
    ['GET', `/api/LeadType/calls/quotetype/${carrier}/auto`],
    ['GET', `/api/LeadType/calls/${carrier}`],
    ['GET', '/api/leadtype/price-modifiers'],
    ['POST', '/api/leadtype/add/Web', {}],
    ['POST', '/api/LeadType/edit/Web?estimateAmount=10', {}],
    ['GET', '/api/LeadType/subsidyProduct?parentCompany=STATEFARM&isCall=false&quoteType=auto'],
    ['POST', `/api/LeadType/1/${own.id}/resetepr`],
    ['GET', `/api/LeadType/${carrier}/auto/sourceOnlyPackages`],
    ['POST', '/api/LeadType/pause', {}],
    ['DELETE', `/api/LeadType/pause/${own.id}`],
    ['GET', `/api/leadType/${own.id}/clientgeomapchanges?changeDate=2026-01-01`],
    ['GET', `/api/leadType/${own.id}/getclientquotetypefilterchanges?changeDate=2026-01-01`],
    ['GET', `/api/leadtype/quoteTypes/${carrier}`],
    ['GET', '/api/Clients/upsells/1'],
    ['GET', `/api/leadtype/callTypes?ids=${own.id}`],
    ['GET', '/api/packages'],
    ['GET', `/api/packages/${CUSTOM_PACKAGE_ID}`],
    ['PUT', `/api/packages/${CUSTOM_PACKAGE_ID}`, {}],
    ['DELETE', '/api/packages/11111111-1111-1111-1111-111111111111'],
    ['POST', '/api/packages', {}],
    ['GET', '/api/packages/deep?searchText=auto'],
    ['GET', '/api/packages/filters'],
    ['GET', '/api/packages/price-modifiers'],
    ['GET', '/api/packages/excludeable/clients'],
    ['GET', '/api/vendors'],
    ['GET', '/api/Vendors'],
    ['GET', '/api/Vendors/top'],
  ];
  const absolute = (path: string) => (path.startsWith('/') ? path : `/${path}`);

  it('registers every call with its method, in the spelling and case of the spec', async () => {
    for (const [method, path, body] of specCalls()) {
      for (const url of [absolute(path), absolute(path).toLowerCase()]) {
        const res = await t.request(method, url, everest, body);
        expect(res.json().message ?? '', `${method} ${url}`).not.toMatch(/^No route/);
      }
    }
  });

  it('401s every call without a token', async () => {
    for (const [method, path, body] of specCalls()) {
      const res = await t.request(method, absolute(path), {}, body);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('403s a client user on product admin and vendors, even with a bad body or query', async () => {
    const productCalls: [RequestMethod, string, object?][] = [
      ['GET', '/api/packages'],
      ['GET', '/api/packages?productTypeId=abc'],
      ['GET', `/api/packages/${CUSTOM_PACKAGE_ID}`],
      ['GET', '/api/packages/not-a-uuid'],
      ['POST', '/api/packages', {}],
      ['PUT', `/api/packages/${CUSTOM_PACKAGE_ID}`, {}],
      ['DELETE', `/api/packages/${CUSTOM_PACKAGE_ID}`],
      ['GET', '/api/packages/deep'],
      ['GET', '/api/packages/deep?searchText=auto'],
      ['GET', '/api/packages/filters'],
      ['GET', '/api/packages/price-modifiers'],
      ['GET', '/api/packages/excludeable/clients'],
      ['GET', '/api/vendors'],
      ['GET', '/api/Vendors/top?count=0'],
      ['POST', '/api/LeadType/1/999999/resetepr'],
      ['GET', `/api/LeadType/${carrier}/auto/sourceOnlyPackages`],
    ];
    for (const [method, url, body] of productCalls) {
      const res = await t.request(method, url, agent, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
  });

  it("403s a client user naming another client's channel by path, query, header or body", async () => {
    const mine = { clientQuoteTypeId: own.id, duration: 30 };
    const attempts: [RequestMethod, string, RequestHeaders, object?][] = [
      ['GET', `/api/LeadType/${other.id}`, {}],
      ['GET', `/api/LeadType/details/${other.id}`, {}],
      ['GET', `/api/LeadType/${other.id}/restrictions`, {}],
      ['GET', `/api/LeadType/${other.id}/caps/min`, {}],
      ['GET', `/api/LeadType/territorydetail/${other.id}`, {}],
      ['GET', `/api/LeadType/GetSubscriptionFilters/${other.id}/`, {}],
      ['POST', `/api/LeadType/UpsertSubscriptionFilter/${other.id}`, {}, []],
      ['GET', `/api/leadType/${other.id}/clientgeomapchanges`, {}],
      ['GET', `/api/leadType/${other.id}/getclientquotetypefilterchanges`, {}],
      ['GET', `/api/leadtype/callTypes?ids=${other.id}`, {}],
      ['POST', `/api/leadType/${other.id}/testLead`, {}],
      ['POST', '/api/LeadType/clone', {}, { clientQuoteTypeId: other.id }],
      ['POST', '/api/LeadType/pause', {}, { clientQuoteTypeId: other.id, duration: 30 }],
      ['DELETE', `/api/LeadType/pause/${other.id}`, {}],
      ['GET', `/api/LeadType/${own.id}?clientId=${other.clientId}`, {}],
      ['GET', `/api/LeadType/${own.id}`, { clientid: String(other.clientId) }],
      ['POST', '/api/LeadType/pause', {}, { ...mine, clientId: other.clientId }],
      ['POST', '/api/LeadType/clone', {}, { clientQuoteTypeId: own.id, clientId: other.clientId }],
      ['GET', `/api/LeadType/client/${other.clientId}?noGeoMaps=true`, {}],
      ['GET', `/api/LeadType/client/${other.clientId}/channelcounts`, {}],
      ['GET', `/api/LeadType/dashboard/${other.clientId}`, {}],
      ['GET', `/api/LeadType/leadchannels/${other.clientId}`, {}],
      ['GET', `/api/LeadType/crms/${other.clientId}`, {}],
      ['GET', `/api/Clients/upsells/${other.clientId}`, {}],
      ['GET', `/api/LeadType/new/Web?clientId=${other.clientId}`, {}],
    ];
    for (const [method, url, headers, body] of attempts) {
      const res = await t.request(method, url, { ...agent, ...headers }, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
  });

  it('404s an unknown channel id on every call that takes one', async () => {
    const unknown = 987654;
    const attempts: [RequestMethod, string, object?][] = [
      ['GET', `/api/LeadType/${unknown}`],
      ['GET', `/api/LeadType/details/${unknown}`],
      ['GET', `/api/LeadType/${unknown}/restrictions`],
      ['GET', `/api/LeadType/${unknown}/caps/min`],
      ['GET', `/api/LeadType/territorydetail/${unknown}`],
      ['GET', `/api/LeadType/GetSubscriptionFilters/${unknown}/`],
      ['GET', `/api/LeadType/GetTazSubscriptionFilters/${unknown}/`],
      ['POST', `/api/LeadType/UpsertSubscriptionFilter/${unknown}`, []],
      ['GET', `/api/leadType/${unknown}/clientgeomapchanges`],
      ['POST', `/api/leadType/${unknown}/testLead`],
      ['POST', '/api/LeadType/clone', { clientQuoteTypeId: unknown }],
      ['POST', '/api/LeadType/pause', { clientQuoteTypeId: unknown, duration: 30 }],
      ['DELETE', `/api/LeadType/pause/${unknown}`],
      ['POST', `/api/LeadType/1/${unknown}/resetepr`],
      ['GET', '/api/LeadType/client/987654/channelcounts'],
      ['GET', '/api/LeadType/dashboard/987654'],
      ['GET', '/api/LeadType/crms/987654'],
      ['GET', '/api/packages/11111111-1111-1111-1111-111111111111'],
      ['GET', '/api/LeadType/package/11111111-1111-1111-1111-111111111111'],
    ];
    for (const [method, url, body] of attempts) {
      const res = await t.request(method, url, everest, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
  });

  it('400s bad ids in the path with the field', async () => {
    for (const url of [
      '/api/LeadType/abc',
      '/api/LeadType/details/0',
      '/api/LeadType/-4/restrictions',
      '/api/LeadType/GetSubscriptionFilters/abc/',
    ]) {
      const res = await t.get(url, cs);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors), url).toContain('id');
    }
  });

  it('counts ACTIVE, DAY CAP, WEEKLY_CAP, DAYCAPPED and WEEKCAPPED channels as active', async () => {
    const db = t.app.database.db;
    const rows = await db.select().from(channels).where(eq(channels.clientId, 1));
    const statuses = ['ACTIVE', 'DAY CAP', 'WEEKLY_CAP', 'DAYCAPPED', 'WEEKCAPPED', 'PAUSE'];
    const originals = rows.map((r) => [r.id, r.status] as const);
    try {
      for (const [i, row] of rows.entries()) {
        await db
          .update(channels)
          .set({ status: statuses[i % statuses.length]! })
          .where(eq(channels.id, row.id));
      }
      const counts = (await t.get('/api/LeadType/client/1/channelcounts', agent)).json();
      const expected = rows.filter((_, i) => i % statuses.length < 5);
      expect((counts as ChannelCounts).active).toBe(expected.length);
      expect((counts as ChannelCounts).total).toBe(rows.length);
      const list = (await t.get('/api/LeadType/client/1', agent)).json() as ChannelSummary[];
      expect(list.filter((c) => c.isActive)).toHaveLength(expected.length);
    } finally {
      for (const [id, status] of originals) {
        await db.update(channels).set({ status }).where(eq(channels.id, id));
      }
    }
  });

  it('pauses a capped channel and unpauses it back to its cap (issue 36)', async () => {
    const db = t.app.database.db;
    await db.update(channels).set({ status: 'DAYCAPPED' }).where(eq(channels.id, own.id));
    const paused = await t.post('/api/LeadType/pause', agent, {
      clientQuoteTypeId: own.id,
      duration: 15,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'PAUSE', isActive: false });
    const back = await t.delete(`/api/LeadType/pause/${own.id}`, agent);
    expect(back.json()).toMatchObject({ status: 'DAYCAPPED', temporaryPause: null });
    await db.update(channels).set({ status: 'ACTIVE' }).where(eq(channels.id, own.id));
  });

  it('400s pause durations other than whole minutes or -1, naming duration', async () => {
    for (const duration of [-2, 0, 1.5, '30', null, 1e12, MAX_PAUSE_DURATION_MINUTES + 1]) {
      const res = await t.post('/api/LeadType/pause', agent, {
        clientQuoteTypeId: own.id,
        duration,
      });
      expectError(res, 400);
      expect(Object.keys(res.json().errors)).toEqual(['duration']);
    }
  });

  it('keeps the trump flag to -1..2 and the call types to WarmTransfer and ColdTransfer', async () => {
    const read = (await t.get(`/api/LeadType/${own.id}`, agent)).json() as ChannelDetail;
    const body = {
      ...read,
      priceModifiers: read.priceModifiers.map(({ packagePriceModifierId, price }) => ({
        packagePriceModifierId,
        price,
      })),
    };
    for (const trumpFlag of [-2, 3, 0.5]) {
      const res = await t.post('/api/LeadType/edit/Web', agent, { ...body, trumpFlag });
      expectError(res, 400, 'Trump flag must be -1, 0, 1 or 2', 'trumpFlag');
    }
    // Setting a valid one is for staff (decision 0014).
    const res = await t.post('/api/LeadType/edit/Web', cs, {
      ...body,
      trumpFlag: -1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ trumpFlag: -1 });
    const call1 = await t.post('/api/leadtype/add/Call', cs, {
      clientId: 1,
      quoteType: 'auto',
      callType: 'Warm Transfer',
    });
    expectError(call1, 400);
    expect(Object.keys(call1.json().errors)).toEqual(['callType']);
  });

  describe('prices, defaults and the custom package (seed 001 §4, §9)', () => {
    const add = async (headers: RequestHeaders, body: object, service = 'Web') => {
      const res = await t.post(`/api/leadtype/add/${service}`, headers, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ChannelDetail;
    };
    const clientOfType = async (clientType: 'AGENT' | 'CORPORATE') => {
      const [row] = await t.app.database.db
        .select()
        .from(clients)
        .where(and(eq(clients.clientType, clientType), ne(clients.id, 1)))
        .orderBy(asc(clients.id))
        .limit(1);
      return row!;
    };

    it('prices a non-corporate channel without a package at the base price of its quote type', async () => {
      const usha = await clientOfType('AGENT');
      // The demo's parent companies have no health carrier: add Usha for this client.
      await t.app.database.db
        .insert(parentCompanies)
        .values({ code: 'USHA', displayName: 'USHA' })
        .onConflictDoNothing();
      await t.app.database.db
        .update(clients)
        .set({ parentCompany: 'USHA' })
        .where(eq(clients.id, usha.id));
      const cases: [number, string, number][] = [
        [1, 'auto', 11.25],
        [1, 'home', 15],
        [1, 'renter', 9],
        [usha.id, 'health', 8],
        [usha.id, 'medsupp', 12],
      ];
      for (const [clientId, quoteType, price] of cases) {
        const saved = await add(cs, { clientId, quoteType });
        expect(saved, quoteType).toMatchObject({ price, maxSold: 4, trumpFlag: 0 });
      }
    });

    it('prices the custom package 0 for a corporate client', async () => {
      const corporate = await clientOfType('CORPORATE');
      const saved = await add(cs, {
        clientId: corporate.id,
        quoteType: 'auto',
        packageId: CUSTOM_PACKAGE_ID,
      });
      expect(saved).toMatchObject({ packageId: CUSTOM_PACKAGE_ID, price: 0, maxPrice: null });
    });

    it('drafts a channel with the default day caps, maxSold 4 and the standard trump flag', async () => {
      const res = await t.get('/api/LeadType/new/Web?isSignup=true', agent);
      expect(res.statusCode, res.body).toBe(200);
      const draft = res.json() as ChannelDetail;
      expect(draft).toMatchObject({ id: 0, clientId: 1, maxSold: 4, trumpFlag: 0 });
      expect(draft.dayCapSchedule).toMatchObject({ weekly: 25, sunday: 1, saturday: 1 });
      expect(draft.isIncomplete).toBe(true);
    });
  });

  it('saves every channel of a client back unchanged from what GET answers', async () => {
    const list = (await t.get('/api/LeadType/client/1', agent)).json() as ChannelSummary[];
    const volatile = ['version'] as const;
    for (const summary of list) {
      const read = (await t.get(`/api/LeadType/${summary.id}`, agent)).json() as ChannelDetail;
      const res = await t.post(`/api/LeadType/edit/${read.serviceType}`, agent, read);
      expect(res.statusCode, `${summary.id}: ${res.body}`).toBe(200);
      const saved = res.json() as ChannelDetail;
      const again = (await t.get(`/api/LeadType/${summary.id}`, agent)).json();
      expect(again).toEqual(saved);
      for (const key of Object.keys(read) as (keyof ChannelDetail)[]) {
        if (!(volatile as readonly string[]).includes(key)) {
          expect(saved[key], `${summary.id}.${key}`).toEqual(read[key]);
        }
      }
      expect(saved.version).toBe(read.version + 1);
    }
  });

  it("answers a failed test-lead delivery with the seed's message", async () => {
    const working = t.app.email;
    t.app.email = { send: () => Promise.reject(new Error('smtp down')) };
    try {
      const res = await t.post(`/api/leadType/${own.id}/testLead`, agent);
      expectError(res, 502, CHANNEL_MESSAGES.testLeadFailed);
    } finally {
      t.app.email = working;
    }
    const res = await t.post(`/api/leadType/${own.id}/testLead`, agent);
    expect(res.json()).toMatchObject({ message: CHANNEL_MESSAGES.testLeadSent });
  });
});
