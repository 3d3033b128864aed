import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ChannelDetail } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { channels } from '../../db/schema/channels';
import { clientLogs } from '../../db/schema/clients';
import { crmPostOutbox } from '../../db/schema/crm';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';
import { endExpiredPauses } from './pause/pause-expiry.service';

describe('channel draft, clone, test lead, EPR reset and pause expiry', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let corporate: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
  });
  afterAll(() => t.close());

  const channelsOf = (clientId: number) =>
    t.app.database.db
      .select()
      .from(channels)
      .where(eq(channels.clientId, clientId))
      .orderBy(asc(channels.id));

  describe('GET /api/LeadType/new/{serviceType}', () => {
    it('drafts a web channel with the seed defaults and the base price', async () => {
      // A client's own draft, even when asked as for a signup.
      const res = await t.get('/api/LeadType/new/Web?isSignup=true', agent);
      expect(res.statusCode, res.body).toBe(200);
      const draft = res.json() as ChannelDetail;
      expect(draft).toMatchObject({
        id: 0,
        version: 0,
        clientId: 1,
        maxSold: 4,
        trumpFlag: 0,
        callType: null,
        isIncomplete: true,
        dayCapSchedule: { weekly: 25, monday: 7, saturday: 1, sunday: 1 },
      });
      expect(draft.price).toBeGreaterThan(0);
    });

    it('takes the client from the header; a call draft is a warm transfer; corporate has no base price', async () => {
      const res = await t.get('/api/LeadType/new/Call', { ...cs, clientid: '3' });
      expect(res.json()).toMatchObject({ clientId: 3, callType: 'WarmTransfer', price: 0 });
    });

    it('400s CallCampaign for an agent and a bad service; 403s another client; 404s unknown', async () => {
      expectError(await t.get('/api/LeadType/new/CallCampaign', agent), 400);
      expectError(await t.get('/api/LeadType/new/Fax', agent), 400);
      expectError(await t.get('/api/LeadType/new/Web?clientId=2', agent), 403);
      expectError(await t.get('/api/LeadType/new/Web?clientId=999999', cs), 404);
      expect((await t.get('/api/LeadType/new/CallCampaign', corporate)).statusCode).toBe(200);
    });

    it("drafts a signup's channel for the parent company and client type it names", async () => {
      const sales = await t.as('sales@example.com');
      const web = await t.get('/api/LeadType/new/Web?isSignup=true&parentCompany=STATEFARM', sales);
      expect(web.statusCode, web.body).toBe(200);
      expect(web.json()).toMatchObject({ id: 0, clientId: 0, maxSold: 4, isIncomplete: true });
      expect((web.json() as ChannelDetail).price).toBeGreaterThan(0);
      const campaign = await t.get(
        '/api/LeadType/new/CallCampaign?isSignup=true&clientType=CORPORATE',
        sales,
      );
      expect(campaign.json()).toMatchObject({ clientId: 0, callType: 'WarmTransfer', price: 0 });
      expectError(await t.get('/api/LeadType/new/CallCampaign?isSignup=true', sales), 400);
      expectError(
        await t.get('/api/LeadType/new/Web?isSignup=true&clientType=BROKER', sales),
        400,
        undefined,
        'clientType',
      );
      expectError(await t.get('/api/LeadType/new/Web', sales), 400, undefined, 'clientId');
    });
  });

  describe('POST /api/LeadType/clone', () => {
    it('copies settings and modifiers, leaves out the pause, names and activates as new', async () => {
      const paused = (await channelsOf(1)).find((c) => c.status === 'PAUSE')!;
      const res = await t.post('/api/LeadType/clone', agent, {
        clientQuoteTypeId: paused.id,
        customName: 'Copy',
      });
      expect(res.statusCode, res.body).toBe(201);
      const copy = res.json() as ChannelDetail;
      const source = (await t.get(`/api/LeadType/${paused.id}`, agent)).json();
      expect(copy.id).not.toBe(paused.id);
      expect(copy).toMatchObject({
        customName: 'Copy',
        temporaryPause: null,
        status: 'ACTIVE',
        geoMaps: source.geoMaps,
        price: source.price,
        filterList: source.filterList,
        version: 1,
      });
      expect(copy.priceModifiers.map((m) => m.price)).toEqual(
        source.priceModifiers.map((m: { price: number }) => m.price),
      );
    });

    it('404s an unknown channel, 403s another client, 400s a bad body', async () => {
      const other = (await channelsOf(2))[0]!;
      expectError(
        await t.post('/api/LeadType/clone', cs, { clientQuoteTypeId: 999999 }),
        404,
        CHANNEL_MESSAGES.channelNotFound,
      );
      expectError(await t.post('/api/LeadType/clone', agent, { clientQuoteTypeId: other.id }), 403);
      expectError(await t.post('/api/LeadType/clone', agent, {}), 400);
      const mine = (await channelsOf(1))[0]!;
      expectError(
        await t.post('/api/LeadType/clone', cs, {
          clientQuoteTypeId: mine.id,
          clientId: 999999,
        }),
        404,
        CHANNEL_MESSAGES.cloneChannel,
      );
    });
  });

  describe('POST api/leadType/{id}/testLead', () => {
    it('mails every address and posts to each CRM target as a test', async () => {
      const mine = (await channelsOf(1)).find((c) => c.crmDelivery.length > 0)!;
      await t.app.database.db
        .update(channels)
        .set({ emailDelivery: 'one@example.com;two@example.com' })
        .where(eq(channels.id, mine.id));
      const res = await t.post(`/api/leadType/${mine.id}/testLead`, agent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'The test lead has been sent.',
        deliveredTo: ['one@example.com', 'two@example.com', mine.crmDelivery[0]!.domain],
      });
      const mail = await t.app.database.db.select().from(mailOutbox);
      expect(
        mail.filter((m) => m.to === 'one@example.com' || m.to === 'two@example.com'),
      ).toHaveLength(2);
      const [post] = await t.app.database.db
        .select()
        .from(crmPostOutbox)
        .where(and(eq(crmPostOutbox.channelId, mine.id), eq(crmPostOutbox.isTest, true)));
      expect(post).toMatchObject({ isTest: true, domain: mine.crmDelivery[0]!.domain });
      expect(post!.body).toContain('first=Test');
      expect(post!.body).toContain(`agent=${mine.crmDelivery[0]!.variables[0]}`);
    });

    it('422s a channel without delivery; 404s unknown; 403s another client', async () => {
      const incomplete = (await channelsOf(1)).find((c) => c.name.startsWith('INCOMPLETE'))!;
      expectError(
        await t.post(`/api/leadType/${incomplete.id}/testLead`, cs),
        422,
        CHANNEL_MESSAGES.testLeadFailed,
      );
      expectError(await t.post('/api/leadType/999999/testLead', cs), 404);
      const other = (await channelsOf(2))[0]!;
      expectError(await t.post(`/api/leadType/${other.id}/testLead`, agent), 403);
    });
  });

  describe('POST /api/LeadType/{clientId}/{id}/resetepr', () => {
    it('staff reset the EPR multiplier; agents get 403; a wrong client 404', async () => {
      const mine = (await channelsOf(1))[0]!;
      const res = await t.post(`/api/LeadType/1/${mine.id}/resetepr`, cs);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ eprMultiplier: 1, eprResetDate: expect.any(String) });
      expectError(await t.post(`/api/LeadType/1/${mine.id}/resetepr`, agent), 403);
      expectError(await t.post(`/api/LeadType/2/${mine.id}/resetepr`, cs), 404);
      expectError(await t.post('/api/LeadType/1/999999/resetepr', cs), 404);
    });
  });

  describe('pause expiry job', () => {
    it('ends pauses whose scheduled end has passed, with a system log row', async () => {
      const [paused] = await t.app.database.db
        .select()
        .from(channels)
        .where(and(eq(channels.clientId, 1), eq(channels.status, 'PAUSE')));
      const end = new Date(paused!.temporaryPause!.scheduledEnd);
      expect(
        await endExpiredPauses(t.app.database.db, new Date(end.getTime() - 1000)),
      ).not.toContain(paused!.id);
      const ended = await endExpiredPauses(t.app.database.db, end);
      expect(ended).toContain(paused!.id);
      const [row] = await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.id, paused!.id));
      expect(row).toMatchObject({
        status: 'ACTIVE',
        temporaryPause: null,
        version: paused!.version + 1,
      });
      const logs = await t.app.database.db
        .select()
        .from(clientLogs)
        .where(and(eq(clientLogs.action, 'CHANNEL_UNPAUSED'), eq(clientLogs.actorEmail, 'system')));
      expect(logs.some((l) => l.after?.clientQuoteTypeId === paused!.id)).toBe(true);
      expect(await endExpiredPauses(t.app.database.db, end)).not.toContain(paused!.id);
    });
  });
});
