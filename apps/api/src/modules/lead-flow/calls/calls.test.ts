import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeCallResponse } from '@client-admin/contracts/lead-flow-calls';
import type { ChannelDiagnostics } from '@client-admin/contracts/lead-flow';
import { CALL_MESSAGES as C } from '@client-admin/domain/lead-flow/call-messages';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import type { Database } from '../../../db/database';
import { rowVersion } from '../../../db/row-version';
import { balances, ledgerTransactions } from '../../../db/schema/billing';
import { callLegs, inboundCalls } from '../../../db/schema/calls';
import { channels } from '../../../db/schema/channels';
import { clientLogs, clients } from '../../../db/schema/clients';
import { clientLogins, users } from '../../../db/schema/identity';
import { subsidies } from '../../../db/schema/imports';
import { leadSales } from '../../../db/schema/lead-flow';
import type { SimulatedTelephony } from '../../../adapters/telephony/simulated-telephony';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { createKey, isolateFromDemoChannels, leadBody } from '../lead-flow-test-fixtures';
import { endStaleLegs } from './call-events.service';
import { addCallChannel, callBalanceOf, callBody, fundCalls } from './calls-test-fixtures';

describe('inbound calls', () => {
  let t: TestApp;
  let db: Database;
  let sim: SimulatedTelephony;
  let key: string;
  let staff: { authorization: string };
  let agent: { authorization: string };
  let agentClient: number;
  let others: number[];

  const post = async (body: unknown, apiKey: string | null = key) => {
    const res = await t.post(
      '/api/intake/calls',
      apiKey === null ? {} : { 'x-api-key': apiKey },
      body as object,
    );
    await sim.idle();
    return res;
  };
  const legsOf = (callId: number) =>
    db.select().from(callLegs).where(eq(callLegs.callId, callId)).orderBy(callLegs.attempt);
  const offered = async (body: unknown) => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as IntakeCallResponse;
    return { answer, legs: await legsOf(answer.callId) };
  };

  beforeAll(async () => {
    t = await buildTestApp({ telephony: { kind: 'embedded', seed: 7, speed: Infinity } });
    db = t.app.database.db;
    sim = t.app.telephony as SimulatedTelephony;
    await isolateFromDemoChannels(db);
    key = await createKey(t);
    staff = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const [login] = await db
      .select({ clientId: clientLogins.clientId })
      .from(clientLogins)
      .innerJoin(users, eq(users.id, clientLogins.userId))
      .where(eq(users.email, 'agent@example.com'));
    agentClient = login!.clientId;
    const rows = await db.execute(
      sql`select id from clients where status = 'ACTIVE' and id <> ${agentClient} order by id limit 7`,
    );
    others = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    await db
      .update(clients)
      .set({ timeZone: 6 })
      .where(inArray(clients.id, [agentClient, ...others]));
    await fundCalls(db, [agentClient, ...others], 100_000);
  });
  afterAll(() => t.close());

  describe('the vendor key and the body', () => {
    it('401s a missing, unknown or revoked key', async () => {
      expectError(await post(callBody('c-1'), null), 401, M.invalidApiKey);
      expectError(await post(callBody('c-1'), 'cav_not-a-key'), 401, M.invalidApiKey);
      const revoked = await createKey(t, 2);
      const list = await t.get('/api/vendors/2/api-keys', staff);
      const id = (list.json() as { id: number; prefix: string }[]).find((k) =>
        revoked.startsWith(k.prefix),
      )!.id;
      expect((await t.delete(`/api/vendors/2/api-keys/${id}`, staff)).statusCode).toBe(200);
      expectError(await post(callBody('c-1'), revoked), 401, M.invalidApiKey);
    });

    it('400s naming every bad field', async () => {
      const res = await post({
        vendorCallId: '',
        productTypeId: 1,
        quoteType: 'boat',
        zip: '12',
        callerNumber: 'call me',
        callType: 'Conference',
      });
      expectError(res, 400);
      const errors = res.json().errors as Record<string, string>;
      expect(Object.keys(errors).sort()).toEqual(
        ['callType', 'callerNumber', 'productTypeId', 'quoteType', 'vendorCallId', 'zip'].sort(),
      );
      expect(errors.productTypeId).toBe(C.productCall);
      expect(errors.callType).toBe(C.callType);
    });

    it('400s a zip the geography does not know', async () => {
      expectError(await post(callBody('c-z', 'TX', { zip: '00000' })), 400, M.unknownZip, 'zip');
    });

    it('409s a call id whose routing record a web lead of the vendor took', async () => {
      const lead = await t.post(
        '/api/intake/leads',
        { 'x-api-key': key },
        {
          ...leadBody('call:c-taken', 'MN'),
        },
      );
      expect(lead.statusCode, lead.body).toBe(201);
      expectError(await post(callBody('c-taken', 'MN')), 409, C.callIdTaken);
    });
  });

  describe('a call answered past the bill time threshold', () => {
    let channelId: number;
    let first: IntakeCallResponse;
    const before: number[] = [];

    beforeAll(async () => {
      channelId = await addCallChannel(db, {
        clientId: agentClient,
        phone: '+15125550001',
        geo: 'TX',
        priceCents: 3500,
        billTimeThreshold: 60,
        enableRecording: true,
      });
      sim.setOutcome('+15125550001', { kind: 'answered', ringSeconds: 5, talkSeconds: 125 });
      before.push(await callBalanceOf(db, agentClient));
      const { answer, legs } = await offered(callBody('c-tx-1'));
      first = answer;
      expect(legs).toHaveLength(1);
    });

    it('offers it to the channel, which answers and is charged once through the ledger', async () => {
      expect(first.status).toBe('offered');
      expect(first.outboundCallSid).toMatch(/^CA[0-9a-f]{32}$/);
      const [leg] = await legsOf(first.callId);
      expect(leg).toMatchObject({
        channelId,
        clientId: agentClient,
        status: 'completed',
        durationSeconds: 125,
        billable: true,
        priceCents: 3500,
        sid: first.outboundCallSid,
      });
      expect(leg!.providerCallId).not.toBeNull();
      expect(leg!.endedAt!.getTime() - leg!.answeredAt!.getTime()).toBe(125_000);
      const [sale] = await db.select().from(leadSales).where(eq(leadSales.id, leg!.saleId!));
      expect(sale).toMatchObject({ channelId, clientId: agentClient, priceCents: 3500 });
      const [charge] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, leg!.ledgerTransactionId!));
      expect(charge).toMatchObject({ kind: 'LEAD_CHARGE', productType: 2, amountCents: 3500 });
      expect(await callBalanceOf(db, agentClient)).toBe(before[0]! - 3500);
    });

    it('answers a repeated vendor call id with the first result, offering nothing new', async () => {
      const res = await post(callBody('c-tx-1', 'OK'));
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBe('true');
      expect(res.json()).toEqual(first);
      const calls = await db
        .select()
        .from(inboundCalls)
        .where(eq(inboundCalls.vendorCallId, 'c-tx-1'));
      expect(calls).toHaveLength(1);
      expect(await legsOf(first.callId)).toHaveLength(1);
    });

    it('takes one call of two concurrent posts of one vendor call id', async () => {
      const both = await Promise.all([post(callBody('c-tx-2')), post(callBody('c-tx-2'))]);
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      const [a, b] = both.map((r) => r.json() as IntakeCallResponse);
      expect(a).toEqual(b);
      const calls = await db
        .select()
        .from(inboundCalls)
        .where(eq(inboundCalls.vendorCallId, 'c-tx-2'));
      expect(calls).toHaveLength(1);
    });

    it('serves the recording to staff and the client, as audio/wav', async () => {
      const url = `/api/leads/calls/${first.outboundCallSid}/recording`;
      for (const who of [staff, agent]) {
        const res = await t.get(url, who);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('audio/wav');
        expect(res.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
        expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
      }
    });

    it("403s another client's user, 404s an unknown sid, 400s a malformed one", async () => {
      const url = `/api/leads/calls/${first.outboundCallSid}/recording`;
      expectError(await t.get(url, await t.as('corporate@example.com')), 403);
      expectError(
        await t.get(`/api/leads/calls/CA${'0'.repeat(32)}/recording`, staff),
        404,
        C.callNotFound,
      );
      expectError(await t.get('/api/leads/calls/nope/recording', staff), 400);
    });
  });

  it('does not bill a call shorter than the threshold, nor keep an unwanted recording', async () => {
    await addCallChannel(db, {
      clientId: others[0]!,
      phone: '+14055550001',
      geo: 'OK',
      billTimeThreshold: 90,
    });
    sim.setOutcome('+14055550001', { kind: 'answered', ringSeconds: 2, talkSeconds: 45 });
    const balance = await callBalanceOf(db, others[0]!);
    const { legs } = await offered(callBody('c-ok-1', 'OK'));
    expect(legs[0]).toMatchObject({ status: 'completed', durationSeconds: 45, billable: false });
    expect(legs[0]!.saleId).toBeNull();
    expect(legs[0]!.recordingKey).toBeNull();
    expect(await callBalanceOf(db, others[0]!)).toBe(balance);
    expectError(
      await t.get(`/api/leads/calls/${legs[0]!.sid}/recording`, staff),
      404,
      C.recordingNotFound,
    );
  });

  it("sells a corporate client's free call without a charge, writing its balance row", async () => {
    const clientId = others[6]!;
    await db.update(clients).set({ clientType: 'CORPORATE' }).where(eq(clients.id, clientId));
    await addCallChannel(db, { clientId, phone: '+16025550001', geo: 'AZ', priceCents: 0 });
    sim.setOutcome('+16025550001', { kind: 'answered', ringSeconds: 2, talkSeconds: 120 });
    // Every sale writes its buyer's balance row, which the routing reads as "no sale since"
    // while its version stays (decision 0047).
    const version = async () =>
      (
        await db
          .select({ v: rowVersion(sql`${balances}`) })
          .from(balances)
          .where(and(eq(balances.clientId, clientId), eq(balances.productType, 2)))
      )[0]!.v;
    const before = { version: await version(), cents: await callBalanceOf(db, clientId) };
    const { legs } = await offered(callBody('c-az-1', 'AZ'));
    expect(legs[0]).toMatchObject({ billable: true, priceCents: 0, ledgerTransactionId: null });
    expect(legs[0]!.saleId).not.toBeNull();
    expect(await callBalanceOf(db, clientId)).toBe(before.cents);
    expect(await version()).not.toBe(before.version);
  });

  it("writes a State Farm buyer's subsidy beside the call's charge (decision 0072)", async () => {
    const clientId = others[4]!;
    await db.update(clients).set({ parentCompany: 'STATEFARM' }).where(eq(clients.id, clientId));
    const channelId = await addCallChannel(db, { clientId, phone: '+12065550001', geo: 'WA' });
    await db
      .update(channels)
      .set({ subsidyProduct: 'SF-AUTO-CALL' })
      .where(eq(channels.id, channelId));
    await db.insert(subsidies).values({
      leadState: 'WA',
      county: '',
      product: 'SF-AUTO-CALL',
      kind: 'FLAT',
      amount: 500,
      capCents: null,
    });
    sim.setOutcome('+12065550001', { kind: 'answered', ringSeconds: 2, talkSeconds: 120 });
    const before = await callBalanceOf(db, clientId);
    const { legs } = await offered(callBody('c-wa-1', 'WA'));
    expect(legs[0]).toMatchObject({ billable: true, priceCents: 3000 });
    const [subsidy] = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.clientId, clientId), eq(ledgerTransactions.kind, 'SUBSIDY')),
      );
    expect(subsidy).toMatchObject({
      productType: 2,
      amountCents: 500,
      description: `State Farm subsidy $5.00 on Call lead ${legs[0]!.saleId}`,
    });
    expect(await callBalanceOf(db, clientId)).toBe(before - 3000 + 500);
  });

  it('rolls a missed call over to the next channel, with the penalty of the missed one', async () => {
    const busy = await addCallChannel(db, {
      clientId: others[1]!,
      phone: '+13035550001',
      geo: 'CO',
      priceCents: 5000,
      missedCallPenaltyCents: 200,
    });
    const next = await addCallChannel(db, {
      clientId: others[2]!,
      phone: '+13035550002',
      geo: 'CO',
      priceCents: 4000,
    });
    sim.setOutcome('+13035550001', { kind: 'busy', ringSeconds: 1 });
    sim.setOutcome('+13035550002', { kind: 'answered', ringSeconds: 3, talkSeconds: 200 });
    const penalized = await callBalanceOf(db, others[1]!);
    const { answer, legs } = await offered(callBody('c-co-1', 'CO'));
    expect(answer.outboundCallSid).toBe(legs[0]!.sid);
    expect(legs.map((l) => [l.attempt, l.channelId, l.status, l.billable])).toEqual([
      [1, busy, 'busy', false],
      [2, next, 'completed', true],
    ]);
    expect(legs[0]!.penaltyCents).toBe(200);
    expect(await callBalanceOf(db, others[1]!)).toBe(penalized - 200);
    const [rates] = await db
      .select({ answerRate: channels.answerRate, missedCallRate: channels.missedCallRate })
      .from(channels)
      .where(eq(channels.id, busy));
    expect(rates).toEqual({ answerRate: 0, missedCallRate: 100 });
  });

  it('auto pauses a channel whose unanswered calls reach its threshold', async () => {
    const channelId = await addCallChannel(db, {
      clientId: others[3]!,
      phone: '+14045550001',
      geo: 'GA',
      enableAutoPause: true,
      unansweredThreshold: 2,
    });
    sim.setOutcome('+14045550001', { kind: 'no-answer', ringSeconds: 25 });
    const status = async () =>
      (await db.select().from(channels).where(eq(channels.id, channelId)))[0]!;
    const one = await offered(callBody('c-ga-1', 'GA'));
    expect(one.legs.map((l) => l.status)).toEqual(['no-answer']);
    expect((await status()).status).toBe('ACTIVE');
    await offered(callBody('c-ga-2', 'GA'));
    const paused = await status();
    expect(paused.status).toBe('PAUSE');
    expect(paused.temporaryPause).not.toBeNull();
    const logs = await db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.clientId, others[3]!), eq(clientLogs.action, 'CHANNEL_PAUSED')));
    expect(logs.map((l) => l.actorEmail)).toEqual(['system']);
    // Paused, the channel is offered no more calls.
    const three = await offered(callBody('c-ga-3', 'GA'));
    expect(three.answer.status).toBe('unmatched');
    expect(three.legs).toHaveLength(0);
  });

  it('offers no call to a channel whose lines are all in use (concurrency cap)', async () => {
    const channelId = await addCallChannel(db, {
      clientId: others[4]!,
      phone: '+13125550001',
      geo: 'IL',
      concurrencyCap: 1,
    });
    sim.setOutcome('+13125550001', { kind: 'answered', ringSeconds: 1, talkSeconds: 30 });
    const one = await offered(callBody('c-il-1', 'IL'));
    expect(one.legs[0]!.status).toBe('completed');
    // The first call is still in conversation.
    await db.update(callLegs).set({ status: 'answered' }).where(eq(callLegs.id, one.legs[0]!.id));
    const two = await offered(callBody('c-il-2', 'IL'));
    expect(two.answer).toMatchObject({ status: 'unmatched', outboundCallSid: null });
    const res = await t.get(`/api/LeadType/${channelId}/diagnostics`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const reasons = (res.json() as ChannelDiagnostics).missed.map((m) => m.reasonCode);
    expect(reasons).toContain('concurrencyCapReached');
    // The line is free again: the next call is offered.
    await db.update(callLegs).set({ status: 'completed' }).where(eq(callLegs.id, one.legs[0]!.id));
    expect((await offered(callBody('c-il-3', 'IL'))).answer.status).toBe('offered');
  });

  it('ends the legs the network stopped reporting, without penalty or rollover', async () => {
    await addCallChannel(db, {
      clientId: others[5]!,
      phone: '+16125550001',
      geo: 'MN',
      billTimeThreshold: 60,
      missedCallPenaltyCents: 500,
    });
    sim.setOutcome('+16125550001', { kind: 'no-answer', ringSeconds: 25 });
    const lost = await offered(callBody('c-mn-1', 'MN'));
    const talking = await offered(callBody('c-mn-2', 'MN'));
    const now = new Date();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    await db
      .update(callLegs)
      .set({ status: 'ringing', endedAt: null, penaltyCents: null, deliveredAt: ago(600) })
      .where(eq(callLegs.id, lost.legs[0]!.id));
    await db
      .update(callLegs)
      .set({ status: 'answered', endedAt: null, answeredAt: ago(5 * 3600) })
      .where(eq(callLegs.id, talking.legs[0]!.id));
    const balance = await callBalanceOf(db, others[5]!);
    expect((await endStaleLegs(db, now)).sort()).toEqual(
      [lost.legs[0]!.sid, talking.legs[0]!.sid].sort(),
    );
    const [failed] = await legsOf(lost.answer.callId);
    expect(failed).toMatchObject({ status: 'failed', penaltyCents: null });
    expect(await legsOf(lost.answer.callId)).toHaveLength(1);
    const [completed] = await legsOf(talking.answer.callId);
    expect(completed).toMatchObject({
      status: 'completed',
      durationSeconds: 4 * 3600,
      billable: true,
    });
    expect(await callBalanceOf(db, others[5]!)).toBe(balance - 3000);
    expect(await endStaleLegs(db, now)).toEqual([]);
  });
});
