import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  CallLogResponse,
  CallMetrics,
  DeadLettersResponse,
  Lead,
  LeadNote,
  LeadPacket,
  WebMetrics,
  WebTrackingResponse,
} from '@client-admin/contracts/leads';
import { addDays } from '@client-admin/domain/leads/lead-range';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import {
  portalDayEnd,
  portalDayOf,
  portalDayStart,
  rangeBoundMessage,
} from '@client-admin/domain/range-bounds';
import { leadDeliveries } from '../../db/schema/lead-flow';
import { expectError, rowsOf } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import {
  callChannelOf,
  clientOfLogin,
  insertCall,
  insertWebSale,
  newSid,
  webChannelOf,
  webSaleOf,
} from './leads-test-fixtures';

const DAY = 86_400_000;
/** A list's date is a New York day (issue 36). */
const daysAgo = (n: number) => portalDayOf(new Date(Date.now() - n * DAY));

describe('leads API (issue 17)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let dev: RequestHeaders;
  let agentClient: number;
  let otherClient: number;
  let channel: number;
  let otherChannel: number;
  let webSale: number;
  let otherWebSale: number | null;
  let soldCall: { sid: string; saleId: number | null };
  let missedCall: { sid: string; saleId: number | null };
  let ongoingCall: { sid: string; saleId: number | null };
  let oldCall: { sid: string; saleId: number | null };
  let otherCall: { sid: string; saleId: number | null };
  /** The demo seed's own calls (demo-calls.ts) in the last days: the checks count what is added. */
  let demoRecent: number;
  let demoMetrics: CallMetrics['totals'];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.database.db;
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    dev = await t.as('dev@example.com');
    agentClient = await clientOfLogin(db, 'agent@example.com');
    otherClient = await clientOfLogin(db, 'corporate@example.com');
    channel = await callChannelOf(db, agentClient);
    otherChannel = await callChannelOf(db, otherClient);
    webSale = await webSaleOf(db, agentClient);
    otherWebSale = await webSaleOf(db, otherClient).catch(() => null);
    const recent = `from=${daysAgo(5)}&prependOngoingCalls=false`;
    demoRecent = (
      (
        await t.get(`/api/leads/calls/search?ClientId=${agentClient}&${recent}`, agent)
      ).json() as CallLogResponse
    ).metaData.totalRecords;
    demoMetrics = (
      (
        await t.get(
          `/api/leads/${agentClient}/metrics/call?from=${daysAgo(5)}&to=${daysAgo(0)}`,
          agent,
        )
      ).json() as CallMetrics
    ).totals;
    const now = Date.now();
    soldCall = await insertCall(db, {
      clientId: agentClient,
      channelId: channel,
      status: 'completed',
      deliveredAt: new Date(now - 2 * 3_600_000),
      sold: true,
      priceCents: 3000,
      callerNumber: '(512) 555-0142',
      recordingKey: 'rec-test-1',
    });
    missedCall = await insertCall(db, {
      clientId: agentClient,
      channelId: channel,
      status: 'no-answer',
      deliveredAt: new Date(now - 3_600_000),
    });
    ongoingCall = await insertCall(db, {
      clientId: agentClient,
      channelId: channel,
      status: 'answered',
      deliveredAt: new Date(now - 3 * 3_600_000),
    });
    oldCall = await insertCall(db, {
      clientId: agentClient,
      channelId: channel,
      status: 'completed',
      deliveredAt: new Date(now - 40 * DAY),
    });
    otherCall = await insertCall(db, {
      clientId: otherClient,
      channelId: otherChannel,
      status: 'completed',
      deliveredAt: new Date(now - 3_600_000),
      sold: true,
    });
  });
  afterAll(() => t.close());

  const callLog = (query: string, headers: RequestHeaders = agent) =>
    t.get(`/api/leads/calls/search?ClientId=${agentClient}&${query}`, headers);
  /** The calls of the log this file added (the demo's own calls are there too). */
  const ours = (items: CallLogResponse['items']) =>
    items.filter((i) =>
      [soldCall, missedCall, ongoingCall, oldCall].some((call) => call.sid === i.sid),
    );

  describe('GET api/leads/calls/search', () => {
    it('lists the client calls newest first, the Ongoing one prepended', async () => {
      const res = await callLog(`from=${daysAgo(5)}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CallLogResponse;
      expect(body.items[0]).toMatchObject({
        sid: ongoingCall.sid,
        status: 'Ongoing',
        prepended: true,
      });
      const rest = ours(body.items.slice(1));
      expect(rest.map((i) => i.sid)).toEqual([missedCall.sid, soldCall.sid]);
      expect(rest[0]).toMatchObject({ id: 0, status: 'No answer', billable: false });
      expect(rest[1]).toMatchObject({
        id: soldCall.saleId,
        status: 'Completed',
        price: 30,
        hasRecording: true,
        callerNumber: '(512) 555-0142',
      });
      expect(body.metaData).toMatchObject({ page: 1, pageSize: 10, totalRecords: demoRecent + 2 });
    });

    it('does not prepend while searching or when the range ended, and lists it in place', async () => {
      const searched = (await callLog(`from=${daysAgo(5)}&search=0142`)).json() as CallLogResponse;
      expect(ours(searched.items).map((i) => i.sid)).toEqual([soldCall.sid]);
      const bySid = (
        await callLog(`from=${daysAgo(5)}&search=${soldCall.sid.slice(0, 12)}`)
      ).json() as CallLogResponse;
      expect(ours(bySid.items).map((i) => i.sid)).toEqual([soldCall.sid]);
      const ended = (
        await callLog(`from=${daysAgo(60)}&to=${daysAgo(30)}`)
      ).json() as CallLogResponse;
      expect(ours(ended.items).map((i) => i.sid)).toEqual([oldCall.sid]);
      const off = (
        await callLog(`from=${daysAgo(5)}&prependOngoingCalls=false`)
      ).json() as CallLogResponse;
      expect(ours(off.items).map((i) => [i.sid, i.prepended])).toEqual([
        [missedCall.sid, false],
        [soldCall.sid, false],
        [ongoingCall.sid, false],
      ]);
    });

    it('sorts on an allowed key and pages', async () => {
      const res = await callLog(
        `from=${daysAgo(5)}&sortBy=PRICE&PageSize=1&pageNum=2&prependOngoingCalls=false`,
      );
      const body = res.json() as CallLogResponse;
      expect(body.items).toHaveLength(1);
      expect(body.metaData).toMatchObject({
        page: 2,
        pageSize: 1,
        totalRecords: demoRecent + 3,
        totalPages: demoRecent + 3,
      });
    });

    it('starts at the first of the month by default', async () => {
      const body = (await callLog('prependOngoingCalls=false')).json() as CallLogResponse;
      expect(body.items.some((i) => i.sid === oldCall.sid)).toBe(false);
    });

    it('takes ISO 8601 date-times as instants, with Z or an offset (issue 36)', async () => {
      const listed = (await callLog(`from=${daysAgo(5)}`)).json() as CallLogResponse;
      const sold = listed.items.find((i) => i.sid === soldCall.sid)!;
      const at = Date.parse(sold.deliveredAt);
      const utc = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
      // The same instants written in New York's winter offset and in UTC+05:30.
      const shifted = (ms: number, minutes: number) => {
        const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 23);
        const sign = minutes < 0 ? '-' : '+';
        const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
        const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
        return encodeURIComponent(`${local}${sign}${hh}:${mm}`);
      };
      for (const [from, to] of [
        [utc(at - 1_000), utc(at + 1_000)],
        [shifted(at - 1_000, -300), shifted(at + 1_000, 330)],
      ]) {
        const res = await callLog(`from=${from}&to=${to}&prependOngoingCalls=false`);
        expect(res.statusCode, res.body).toBe(200);
        expect(ours((res.json() as CallLogResponse).items).map((i) => i.sid)).toEqual([
          soldCall.sid,
        ]);
      }
      // The end is not included: a range ending at the call's instant leaves it out.
      const before = (
        await callLog(`from=${utc(at - 1_000)}&to=${utc(at)}&prependOngoingCalls=false`)
      ).json() as CallLogResponse;
      expect(ours(before.items)).toEqual([]);
      // An end still to come prepends the Ongoing call; an end already past does not.
      const open = (
        await callLog(`from=${daysAgo(5)}&to=${utc(Date.now() + 3_600_000)}`)
      ).json() as CallLogResponse;
      expect(open.items[0]).toMatchObject({ sid: ongoingCall.sid, prepended: true });
      const past = (
        await callLog(`from=${daysAgo(5)}&to=${utc(Date.now() - 1_000)}`)
      ).json() as CallLogResponse;
      expect(past.items.some((i) => i.prepended)).toBe(false);
      expect(
        (await callLog('from=2026-11-01T00:00:00Z&to=2026-11-01T05:00:00-05:00')).statusCode,
      ).toBe(200);
    });

    it('refuses a from or to that is neither a date nor a date-time (issue 36)', async () => {
      for (const bad of ['soon', '2026-11-01%00', '99999-01-01', '2026-11-01T09:00']) {
        expectError(await callLog(`from=${bad}`), 400, rangeBoundMessage('from'), 'from');
        expectError(await callLog(`to=${bad}`), 400, rangeBoundMessage('to'), 'to');
      }
    });

    it('refuses bad input naming the parameter', async () => {
      expectError(await callLog('sortBy=NAME'), 400, undefined);
      expect((await callLog('sortBy=NAME')).json().errors).toHaveProperty('sortBy');
      expect((await callLog('PageSize=101')).json().errors).toHaveProperty('PageSize');
      expectError(await callLog(`from=${daysAgo(1)}&to=${daysAgo(2)}`), 400, M.fromAfterTo, 'from');
      expectError(
        await callLog(`from=${daysAgo(400)}&to=${daysAgo(0)}`),
        400,
        M.rangeTooLong,
        'to',
      );
      expect((await callLog('from=yesterday')).json().errors).toHaveProperty('from');
      const bad = await t.get('/api/leads/calls/search?ClientId=abc', agent);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('ClientId');
    });

    it("refuses another client's calls (403) and answers 404 for an unknown client", async () => {
      expectError(
        await t.get(`/api/leads/calls/search?ClientId=${otherClient}`, agent),
        403,
        MESSAGES.forbidden,
      );
      expectError(await t.get('/api/leads/calls/search?ClientId=999999', cs), 404);
      const staff = await t.get(
        `/api/leads/calls/search?ClientId=${otherClient}&from=${daysAgo(5)}`,
        cs,
      );
      expect((staff.json() as CallLogResponse).items.map((i) => i.sid)).toContain(otherCall.sid);
    });
  });

  describe('GET /api/leads/{clientId}/tracking/web', () => {
    const tracking = (query: string, client = agentClient, headers = agent) =>
      t.get(`/api/leads/${client}/tracking/web?${query}`, headers);

    it("lists the client's web leads, latest delivery first, with the consumer", async () => {
      const res = await tracking(`from=${daysAgo(10)}&pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as WebTrackingResponse;
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.some((i) => i.id === webSale)).toBe(true);
      expect(body.items.some((i) => i.id === soldCall.saleId)).toBe(false);
      const dates = body.items.map((i) => i.deliveredAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.items[0]!.firstName).not.toBe('');
    });

    it('searches, sorts and pages', async () => {
      const all = (
        await tracking(`from=${daysAgo(10)}&pageSize=100`)
      ).json() as WebTrackingResponse;
      const first = all.items[0]!;
      const found = (
        await tracking(`from=${daysAgo(10)}&search=${encodeURIComponent(first.email)}`)
      ).json() as WebTrackingResponse;
      expect(found.items.every((i) => i.email === first.email)).toBe(true);
      const byPrice = (
        await tracking(`from=${daysAgo(10)}&sortBy=PRICE&pageSize=100`)
      ).json() as WebTrackingResponse;
      const prices = byPrice.items.map((i) => i.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const page = (
        await tracking(`from=${daysAgo(10)}&pageSize=1&pageNum=1`)
      ).json() as WebTrackingResponse;
      expect(page.items).toHaveLength(1);
      expect(page.metaData.totalRecords).toBe(all.metaData.totalRecords);
    });

    describe('one row a lead, its deliveries inside (issue 36)', () => {
      // Three web leads of one New York day long ago, each delivered by e-mail and to a CRM.
      const day = daysAgo(200);
      const at = (minutes: number) => new Date(portalDayStart(day).getTime() + minutes * 60_000);
      const window = `from=${encodeURIComponent(at(0).toISOString())}&to=${encodeURIComponent(at(60).toISOString())}`;
      let sales: number[];
      beforeAll(async () => {
        const db = t.app.database.db;
        const webChannel = await webChannelOf(db, agentClient);
        sales = [];
        for (const [i, crm] of (['sent', 'failed', 'pending'] as const).entries()) {
          sales.push(
            await insertWebSale(db, {
              clientId: agentClient,
              channelId: webChannel,
              soldAt: at(10 + i * 10),
              deliveries: [
                { kind: 'email', to: 'agent@example.com', status: 'sent' },
                { kind: 'crm', to: 'crm.example.com', status: crm },
              ],
            }),
          );
        }
      });

      it('lists and counts a lead with two deliveries once', async () => {
        const res = await tracking(`${window}&pageSize=10`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as WebTrackingResponse;
        expect(body.metaData.totalRecords).toBe(3);
        expect(body.items.map((i) => i.id)).toEqual([...sales].reverse());
        const [pending, failed, sent] = body.items;
        expect(sent!.deliveries).toMatchObject([
          { kind: 'email', to: 'agent@example.com', status: 'sent', attempts: 1 },
          { kind: 'crm', to: 'crm.example.com', status: 'sent', attempts: 1 },
        ]);
        expect(sent!.deliveries[0]!.sentAt).toBe(new Date(at(10).getTime() + 2_000).toISOString());
        expect(sent!.deliveryStatus).toBe('sent');
        expect(failed!.deliveryStatus).toBe('failed');
        expect(pending!.deliveryStatus).toBe('pending');
        expect(pending!.deliveries[1]).toMatchObject({ status: 'pending', sentAt: null });
      });

      it('pages by lead: no lead on two pages, every lead on one, in every order', async () => {
        for (const sortBy of ['-DELIVERY_DATETIME_UTC', 'PRICE', 'CHANNEL']) {
          const pageOf = async (pageNum: number) =>
            (
              await tracking(`${window}&pageSize=2&pageNum=${pageNum}&sortBy=${sortBy}`)
            ).json() as WebTrackingResponse;
          const [first, second] = [await pageOf(1), await pageOf(2)];
          expect(first.items).toHaveLength(2);
          expect(second.items).toHaveLength(1);
          expect(first.metaData.totalRecords).toBe(3);
          expect(second.metaData.totalRecords).toBe(3);
          const ids = [...first.items, ...second.items].map((i) => i.id);
          expect(new Set(ids).size).toBe(3);
          expect([...ids].sort()).toEqual([...sales].sort());
        }
      });

      it("a search finds the lead once, and the lead's stage counts all its deliveries", async () => {
        const found = (await tracking(`${window}&search=tracking`)).json() as WebTrackingResponse;
        expect(found.metaData.totalRecords).toBe(3);
        expect(found.items).toHaveLength(3);
        const failed = (await t.get(`/api/leads/${sales[1]}?leadType=Web`, agent)).json() as Lead;
        expect(failed.leadStage).toBe('Delivery failed');
        const pending = (await t.get(`/api/leads/${sales[2]}`, agent)).json() as Lead;
        expect(pending.leadStage).toBe('Delivery pending');
      });

      it('takes date-times with an offset and dates as New York days', async () => {
        const offset = (d: Date, hours: number) =>
          encodeURIComponent(
            `${new Date(d.getTime() + hours * 3_600_000).toISOString().slice(0, 19)}${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`,
          );
        // The second lead's instant, written in UTC-5 and in UTC+3.
        const second = (
          await tracking(`from=${offset(at(20), -5)}&to=${offset(at(21), 3)}`)
        ).json() as WebTrackingResponse;
        expect(second.items.map((i) => i.id)).toEqual([sales[1]]);
        const wholeDay = (
          await tracking(`from=${day}&to=${day}&pageSize=100`)
        ).json() as WebTrackingResponse;
        expect(wholeDay.items.map((i) => i.id)).toEqual(expect.arrayContaining(sales));
        const nextDay = portalDayOf(portalDayEnd(day));
        const after = (
          await tracking(`from=${nextDay}&to=${nextDay}&pageSize=100`)
        ).json() as WebTrackingResponse;
        expect(after.items.some((i) => sales.includes(i.id))).toBe(false);
      });
    });

    it('refuses a range bound that is neither a date nor a date-time, naming it', async () => {
      for (const bad of [
        'yesterday',
        '2026-11-01%00',
        '99999-11-01',
        '2026-11-01T00:00:00',
        '2026-02-30',
      ]) {
        expectError(await tracking(`from=${bad}`), 400, rangeBoundMessage('from'), 'from');
        expectError(await tracking(`to=${bad}`), 400, rangeBoundMessage('to'), 'to');
      }
      expectError(
        await tracking('from=2026-11-01&from=2026-11-02'),
        400,
        rangeBoundMessage('from'),
        'from',
      );
    });

    it('refuses bad input, another client (403) and an unknown client (404)', async () => {
      expect((await tracking('sortBy=-NAME')).json().errors).toHaveProperty('sortBy');
      expect((await tracking('pageSize=500')).json().errors).toHaveProperty('pageSize');
      expectError(
        await tracking(`from=${daysAgo(0)}&to=${daysAgo(3)}`),
        400,
        M.fromAfterTo,
        'from',
      );
      expectError(await tracking('', otherClient), 403);
      expectError(await tracking('', 999999, cs), 404);
      expect((await t.get('/api/leads/x1/tracking/web', cs)).statusCode).toBe(400);
    });
  });

  describe('a lead, its packet and its notes', () => {
    it('GET /api/leads/{id} answers a web lead and a call lead with its sid', async () => {
      const web = await t.get(`/api/leads/${webSale}?leadType=Web`, agent);
      expect(web.statusCode, web.body).toBe(200);
      expect(web.json() as Lead).toMatchObject({
        id: webSale,
        sessionId: webSale,
        leadType: 'Web',
        outboundCallSid: null,
        creditRequest: null,
      });
      const call = await t.get(`/api/leads/${soldCall.saleId}?leadType=Call`, agent);
      expect(call.json() as Lead).toMatchObject({
        leadType: 'Call',
        outboundCallSid: soldCall.sid,
      });
    });

    it('GET /api/leads/{id}: bad input 400, unknown 404, another client 403', async () => {
      expectError(
        await t.get(`/api/leads/${webSale}?leadType=Call`, agent),
        400,
        M.leadTypeMismatch,
        'leadType',
      );
      expect(
        (await t.get(`/api/leads/${webSale}?leadType=Fax`, agent)).json().errors,
      ).toHaveProperty('leadType');
      expect((await t.get('/api/leads/0', agent)).json().errors).toHaveProperty('id');
      expectError(await t.get('/api/leads/999999', agent), 404, M.leadNotFound);
      expectError(await t.get(`/api/leads/${otherCall.saleId}`, agent), 403);
      expect((await t.get(`/api/leads/${otherCall.saleId}`, cs)).statusCode).toBe(200);
    });

    it('GET /api/leads/{sessionId}/packet: consumer data and the delivery log', async () => {
      const res = await t.get(`/api/leads/${webSale}/packet`, agent);
      expect(res.statusCode, res.body).toBe(200);
      const packet = res.json() as LeadPacket;
      expect(packet).toMatchObject({ sessionId: webSale, leadType: 'Web', call: null });
      expect(packet.consumer.email).toContain('@');
      expect(Array.isArray(packet.deliveries)).toBe(true);
      expect(packet.deliveries.every((d) => d.lastError === null)).toBe(true);
      expectError(await t.get('/api/leads/999999/packet', agent), 404, M.leadNotFound);
      expectError(await t.get(`/api/leads/${otherCall.saleId}/packet`, agent), 403);
    });

    it('GET /api/leads/calls/{sid}/packet: a billed call, an unbilled one, and the fallbacks', async () => {
      const sold = (
        await t.get(`/api/leads/calls/${soldCall.sid}/packet`, agent)
      ).json() as LeadPacket;
      expect(sold).toMatchObject({ sessionId: soldCall.saleId, leadType: 'Call' });
      expect(sold.call).toMatchObject({
        sid: soldCall.sid,
        status: 'Completed',
        hasRecording: true,
      });
      const missed = await t.get(`/api/leads/calls/${missedCall.sid}/packet`, agent);
      expect(missed.statusCode, missed.body).toBe(200);
      expect(missed.json() as LeadPacket).toMatchObject({
        sessionId: null,
        call: { status: 'No answer', billable: false },
        consumer: { phone: '(512) 555-0199' },
      });
      expectError(await t.get(`/api/leads/calls/${newSid()}/packet`, agent), 404, M.callNotFound);
      const malformed = await t.get('/api/leads/calls/not-a-sid/packet', agent);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toHaveProperty('outboundCallSid');
      expectError(await t.get(`/api/leads/calls/${otherCall.sid}/packet`, agent), 403);
    });

    it('adds, lists and deletes a note; bad input, unknown and foreign leads are refused', async () => {
      const added = await t.post(`/api/leads/${webSale}/notes`, agent, {
        note: '  Called back, wants a quote  ',
      });
      expect(added.statusCode, added.body).toBe(201);
      const note = added.json() as LeadNote;
      expect(note).toMatchObject({ sessionId: webSale, note: 'Called back, wants a quote' });
      expect(note.createdBy).not.toBe('');
      const list = (await t.get(`/api/leads/${webSale}/notes`, agent)).json() as LeadNote[];
      expect(list[0]!.id).toBe(note.id);

      expectError(
        await t.post(`/api/leads/${webSale}/notes`, agent, { note: '   ' }),
        400,
        M.noteRequired,
        'note',
      );
      expect(
        (await t.post(`/api/leads/${webSale}/notes`, agent, { note: 'x'.repeat(2001) })).json()
          .errors,
      ).toHaveProperty('note');
      expectError(
        await t.post('/api/leads/999999/notes', agent, { note: 'hi' }),
        404,
        M.leadNotFound,
      );
      expectError(await t.post(`/api/leads/${otherCall.saleId}/notes`, agent, { note: 'hi' }), 403);
      expectError(await t.get(`/api/leads/${otherCall.saleId}/notes`, agent), 403);

      const staffNote = (
        await t.post(`/api/leads/${otherCall.saleId}/notes`, cs, { note: 'staff' })
      ).json() as LeadNote;
      expectError(await t.delete(`/api/leads/notes/${staffNote.id}`, agent), 403);
      expect((await t.delete('/api/leads/notes/abc', agent)).json().errors).toHaveProperty('id');

      const deleted = await t.delete(`/api/leads/notes/${note.id}`, agent);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: M.noteDeleted });
      expectError(await t.delete(`/api/leads/notes/${note.id}`, agent), 404, M.noteNotFound);
      expect((await t.get(`/api/leads/${webSale}/notes`, agent)).json()).toEqual([]);
    });
  });

  describe('metrics', () => {
    it('web metrics come from the daily rows, equal to the sales of the range', async () => {
      const db = t.app.database.db;
      // The default range is today and the 29 calendar days before it. Not daysAgo(29): across
      // the clock change, 29 × 24 hours before 23:30 on Nov 29 is Nov 1, 00:30, not Oct 31.
      const from = addDays(daysAgo(0), -29);
      // Metrics days are New York days (issue 36).
      const [sums] = rowsOf<{ leads: number; cents: number }>(
        await db.execute(sql`select count(*)::int as leads, coalesce(sum(s.price_cents), 0)::int as cents
          from lead_sales s join leads l on l.id = s.lead_id
          where s.client_id = ${agentClient} and l.product_type_id = 1
            and (s.sold_at at time zone 'America/New_York')::date >= ${from}::date`),
      );
      const res = await t.get(`/api/leads/${agentClient}/metrics/web`, agent);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as WebMetrics;
      expect(body.days).toHaveLength(30);
      expect(body.from).toBe(from);
      expect(body.totals.leads).toBe(sums!.leads);
      expect(Math.round(body.totals.spend * 100)).toBe(sums!.cents);
      expect(body.channels.reduce((n, c) => n + c.leads, 0)).toBe(sums!.leads);
    });

    it('call metrics count calls offered, answered and billed', async () => {
      const res = await t.get(
        `/api/leads/${agentClient}/metrics/call?from=${daysAgo(5)}&to=${daysAgo(0)}`,
        agent,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CallMetrics;
      const base = demoMetrics;
      expect(body.totals).toMatchObject({
        calls: base.calls + 3,
        answered: base.answered + 2,
        leads: base.leads + 1,
      });
      expect(body.totals.spend).toBeCloseTo(base.spend + 30, 2);
      expect(body.totals.averagePrice).toBeCloseTo((base.spend + 30) / (base.leads + 1), 1);
      expect(body.totals.answerRate).toBeCloseTo((base.answered + 2) / (base.calls + 3), 3);
      expect(body.days).toHaveLength(6);
    });

    it('an answered leg counts once answered (update path)', async () => {
      const db = t.app.database.db;
      const day = daysAgo(10);
      const read = async () =>
        (
          (
            await t.get(`/api/leads/${agentClient}/metrics/call?from=${day}&to=${day}`, agent)
          ).json() as CallMetrics
        ).totals;
      const base = await read();
      const ringing = await insertCall(db, {
        clientId: agentClient,
        channelId: channel,
        status: 'ringing',
        deliveredAt: new Date(Date.now() - 10 * DAY),
      });
      expect(await read()).toMatchObject({ calls: base.calls + 1, answered: base.answered });
      await db.execute(
        sql`update call_legs set status = 'answered', answered_at = now() where id = ${ringing.legId}`,
      );
      expect(await read()).toMatchObject({
        calls: base.calls + 1,
        answered: base.answered + 1,
      });
    });

    it('counts a sale on its New York day, and reads date-times as the days they fall on (issue 36)', async () => {
      const db = t.app.database.db;
      const webChannel = await webChannelOf(db, agentClient);
      // 23:30 in New York on a day long ago: already the next day in UTC.
      const day = daysAgo(150);
      const lateEvening = new Date(portalDayEnd(day).getTime() - 30 * 60_000);
      const metrics = async (query: string) => {
        const res = await t.get(`/api/leads/${agentClient}/metrics/web?${query}`, agent);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as WebMetrics;
      };
      const before = (await metrics(`from=${day}&to=${day}`)).totals.leads;
      await insertWebSale(db, {
        clientId: agentClient,
        channelId: webChannel,
        soldAt: lateEvening,
        deliveries: [],
      });
      expect((await metrics(`from=${day}&to=${day}`)).totals.leads).toBe(before + 1);
      // The same day as date-times: from its midnight (UTC-5 or UTC-4) to the next one.
      const start = encodeURIComponent(portalDayStart(day).toISOString());
      const end = encodeURIComponent(portalDayEnd(day).toISOString());
      const asInstants = await metrics(`from=${start}&to=${end}`);
      expect(asInstants).toMatchObject({ from: day, to: day, totals: { leads: before + 1 } });
      expect(asInstants.days.map((d) => d.day)).toEqual([day]);
      expectError(
        await t.get(`/api/leads/${agentClient}/metrics/call?from=later`, agent),
        400,
        rangeBoundMessage('from'),
        'from',
      );
    });

    it('refuses bad ranges, another client (403) and an unknown client (404)', async () => {
      expectError(
        await t.get(
          `/api/leads/${agentClient}/metrics/web?from=${daysAgo(1)}&to=${daysAgo(2)}`,
          agent,
        ),
        400,
        M.fromAfterTo,
        'from',
      );
      expectError(
        await t.get(
          `/api/leads/${agentClient}/metrics/call?from=${daysAgo(500)}&to=${daysAgo(1)}`,
          agent,
        ),
        400,
        M.rangeTooLong,
        'to',
      );
      expectError(await t.get(`/api/leads/${otherClient}/metrics/web`, agent), 403);
      expectError(await t.get(`/api/leads/${otherClient}/metrics/call`, agent), 403);
      expectError(await t.get('/api/leads/999999/metrics/web', cs), 404);
    });
  });

  describe('dead letter queue', () => {
    it('lists failed deliveries for developers and retries one', async () => {
      const db = t.app.database.db;
      const sale = otherWebSale ?? webSale;
      await db
        .insert(leadDeliveries)
        .values({
          saleId: sale,
          to: 'crm@example.com',
          status: 'failed',
          attempts: 6,
          nextAttemptAt: new Date(),
          lastError: 'SMTP 550',
        })
        .onConflictDoUpdate({
          target: [leadDeliveries.saleId, leadDeliveries.kind, leadDeliveries.to],
          set: { status: 'failed', attempts: 6, lastError: 'SMTP 550' },
        });
      const [row] = await db
        .select()
        .from(leadDeliveries)
        .where(and(eq(leadDeliveries.saleId, sale), eq(leadDeliveries.to, 'crm@example.com')));
      const res = await t.get('/api/leads/getDeadLetterQueueMessages', dev);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as DeadLettersResponse;
      expect(body.items.find((i) => i.id === row!.id)).toMatchObject({
        saleId: sale,
        attempts: 6,
        lastError: 'SMTP 550',
        status: 'failed',
      });

      const retried = await t.post(`/api/leads/deadLetterQueueMessages/${row!.id}/retry`, dev);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ id: row!.id, status: 'pending', attempts: 0 });
      const [after] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.id, row!.id));
      expect(after).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      expectError(
        await t.post(`/api/leads/deadLetterQueueMessages/${row!.id}/retry`, dev),
        409,
        M.deliveryNotFailed,
      );
      expectError(
        await t.post('/api/leads/deadLetterQueueMessages/999999/retry', dev),
        404,
        M.deliveryNotFound,
      );
    });

    it('is for developers only, and validates its input', async () => {
      expectError(await t.get('/api/leads/getDeadLetterQueueMessages', agent), 403);
      expectError(await t.get('/api/leads/getDeadLetterQueueMessages', cs), 403);
      expectError(await t.post('/api/leads/deadLetterQueueMessages/1/retry', agent), 403);
      expect(
        (await t.get('/api/leads/getDeadLetterQueueMessages?pageSize=101', dev)).json().errors,
      ).toHaveProperty('pageSize');
      expect(
        (await t.post('/api/leads/deadLetterQueueMessages/x/retry', dev)).json().errors,
      ).toHaveProperty('id');
    });
  });
});
