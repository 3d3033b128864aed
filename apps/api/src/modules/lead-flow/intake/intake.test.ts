import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelDiagnostics, IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import type { Database } from '../../../db/database';
import { ledgerTransactions } from '../../../db/schema/billing';
import { channelSubscriptionFilters } from '../../../db/schema/channels';
import { channelCapRestores, leadSales, leads } from '../../../db/schema/lead-flow';
import { subscriptionFilterLookups, subscriptionFilterTypes } from '../../../db/schema/packages';
import { expectError } from '../../../test/expect-error';
import type { TestApp } from '../../../test/test-app';
import {
  addChannel,
  balanceOf,
  channelStatus,
  createKey,
  leadBody,
  leadFlowTestApp,
  ZIPS,
} from '../lead-flow-test-fixtures';

describe('POST /api/intake/leads', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clients: number[];
  let staff: { authorization: string };
  const post = (body: unknown, apiKey: string | null = key) =>
    t.post('/api/intake/leads', apiKey === null ? {} : { 'x-api-key': apiKey }, body as object);
  const diagnostics = async (channelId: number) => {
    const res = await t.get(`/api/LeadType/${channelId}/diagnostics`, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChannelDiagnostics;
  };
  const salesOf = (leadId: number) =>
    db.select().from(leadSales).where(eq(leadSales.leadId, leadId)).orderBy(leadSales.channelId);

  beforeAll(async () => {
    ({ t, db, clients, key } = await leadFlowTestApp(8, 10_000));
    staff = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  describe('the vendor key', () => {
    it('401s a missing or unknown key', async () => {
      expectError(await post(leadBody('k-1'), null), 401, M.invalidApiKey);
      expectError(await post(leadBody('k-1'), 'cav_not-a-key'), 401, M.invalidApiKey);
    });

    it('401s a revoked key', async () => {
      const revoked = await createKey(t, 2);
      const list = await t.get('/api/vendors/2/api-keys', staff);
      const id = (list.json() as { id: number; prefix: string }[]).find((k) =>
        revoked.startsWith(k.prefix),
      )!.id;
      expect((await t.delete(`/api/vendors/2/api-keys/${id}`, staff)).statusCode).toBe(200);
      expectError(await post(leadBody('k-2'), revoked), 401, M.invalidApiKey);
    });
  });

  describe('a malformed lead', () => {
    it('400s naming every bad field', async () => {
      const res = await post({
        vendorLeadId: '',
        productTypeId: 2,
        quoteType: 'boat',
        zip: '123',
        firstName: 'x'.repeat(101),
        lastName: 'a\u0000b',
        email: 'nope',
        phone: 'call me',
      });
      expectError(res, 400);
      expect(Object.keys(res.json().errors).sort()).toEqual(
        [
          'email',
          'firstName',
          'lastName',
          'phone',
          'productTypeId',
          'quoteType',
          'vendorLeadId',
          'zip',
        ].sort(),
      );
    });

    it('400s a zip the geography does not know', async () => {
      expectError(await post(leadBody('k-3', 'TX', { zip: '00000' })), 400, M.unknownZip, 'zip');
    });
  });

  describe('a lead in Texas', () => {
    const ids: Record<string, number> = {};
    let answer: IntakeLeadResponse;
    const before: Record<number, number> = {};

    beforeAll(async () => {
      const [c0, c1, c2, c3, c4, c5, c6] = clients as [number, ...number[]];
      ids.outranked = await addChannel(db, { clientId: c0, priceCents: 2500 });
      ids.top = await addChannel(db, { clientId: c0, priceCents: 3000 });
      ids.second = await addChannel(db, { clientId: c1!, priceCents: 2000 });
      ids.paused = await addChannel(db, { clientId: c2!, status: 'PAUSE' });
      ids.closed = await addChannel(db, { clientId: c3!, scheduleOpen: false });
      ids.capped = await addChannel(db, { clientId: c4!, dailyCap: 0 });
      ids.poor = await addChannel(db, { clientId: c5!, priceCents: 5_000_000 });
      ids.elsewhere = await addChannel(db, { clientId: c6!, geo: 'OK' });
      for (const c of [c0, c1!]) before[c] = await balanceOf(db, c);
      const res = await post(leadBody('tx-1'));
      expect(res.statusCode, res.body).toBe(201);
      answer = res.json();
    });

    it('is sold to the best channel of each client, up to maxSold', async () => {
      expect(answer).toMatchObject({ vendorLeadId: 'tx-1', status: 'sold', buyers: 2 });
      const sales = await salesOf(answer.leadId);
      expect(sales.map((s) => [s.channelId, s.clientId, s.priceCents])).toEqual(
        [
          [ids.top, clients[0], 3000],
          [ids.second, clients[1], 2000],
        ].sort((a, b) => a[0]! - b[0]!),
      );
      const [lead] = await db.select().from(leads).where(eq(leads.id, answer.leadId));
      expect(lead).toMatchObject({ stateAbbreviation: 'TX', county: 'TRAVIS', vendorId: 1 });
    });

    it('charges each buyer once through the ledger: the balance drops by the price', async () => {
      const sales = await salesOf(answer.leadId);
      const charges = await db
        .select()
        .from(ledgerTransactions)
        .where(
          inArray(
            ledgerTransactions.id,
            sales.map((s) => s.ledgerTransactionId!),
          ),
        );
      expect(charges.map((c) => [c.kind, c.amountCents, c.clientId]).sort()).toEqual(
        [
          ['LEAD_CHARGE', 2000, clients[1]],
          ['LEAD_CHARGE', 3000, clients[0]],
        ].sort(),
      );
      // Each buyer's charge names the lead as that buyer sees it: its sale's id (Session id).
      for (const sale of sales) {
        const own = charges.find((c) => c.id === sale.ledgerTransactionId);
        expect(own?.description).toBe(`Lead ${sale.id}`);
      }
      expect(await balanceOf(db, clients[0]!)).toBe(before[clients[0]!]! - 3000);
      expect(await balanceOf(db, clients[1]!)).toBe(before[clients[1]!]! - 2000);
    });

    it('tells each channel left out the first rule that excluded it', async () => {
      const expected: Record<string, [string, string]> = {
        outranked: ['outranked', M.outranked],
        paused: ['channelPaused', 'The channel is paused.'],
        closed: ['scheduleDayOff', "The channel's schedule is off on"],
        capped: ['dayCapReached', 'The channel reached its day cap of 0 leads.'],
        poor: ['balanceTooLow', 'does not cover the lead'],
        elsewhere: ['outsideTerritory', "The lead's zip code is outside the channel's territory."],
      };
      for (const [name, [code, words]] of Object.entries(expected)) {
        const body = await diagnostics(ids[name]!);
        const missed = body.missed.find((m) => m.leadId === answer.leadId);
        expect(missed, name).toMatchObject({ reasonCode: code, stateAbbreviation: 'TX' });
        expect(missed!.message).toContain(words);
        expect(body.lastSevenDays.reasons.find((r) => r.reasonCode === code)?.count).toBe(1);
      }
      const bought = await diagnostics(ids.top!);
      expect(bought.missed.some((m) => m.leadId === answer.leadId)).toBe(false);
      expect(bought.lastSevenDays).toMatchObject({ leadsBought: 1 });
    });

    it('a retry of the vendor lead id answers the first answer and sells nothing more', async () => {
      const again = await post(leadBody('tx-1'));
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(answer);
      expect(await salesOf(answer.leadId)).toHaveLength(2);
      const other = await t.post(
        '/api/intake/leads',
        { 'x-api-key': await createKey(t, 3) },
        leadBody('tx-1'),
      );
      expect((other.json() as IntakeLeadResponse).leadId).not.toBe(answer.leadId);
    });

    it('the vendor lead id posted again with other lead data is a 422 that sells nothing', async () => {
      const balancesBefore = await Promise.all(clients.map((c) => balanceOf(db, c)));
      const res = await post(leadBody('tx-1', 'TX', { phone: '(512) 555-0199' }));
      expectError(res, 422, M.vendorLeadIdReused, 'vendorLeadId');
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(await salesOf(answer.leadId)).toHaveLength(2);
      expect(await Promise.all(clients.map((c) => balanceOf(db, c)))).toEqual(balancesBefore);
      const rows = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.vendorId, 1), eq(leads.vendorLeadId, 'tx-1')));
      expect(rows).toEqual([{ id: answer.leadId }]);
      for (const other of [
        { firstName: 'Other' },
        { lastName: 'Other' },
        { email: 'other@example.com' },
        { quoteType: 'home' as const },
        { zip: ZIPS.OK },
        { answers: [{ question: 'Credit Rating', answer: 'GOOD' }] },
      ]) {
        expectError(
          await post(leadBody('tx-1', 'TX', other)),
          422,
          M.vendorLeadIdReused,
          'vendorLeadId',
        );
      }
      // The first lead data answers the first answer still.
      expect((await post(leadBody('tx-1'))).json()).toEqual(answer);
    });
  });

  describe('a retry with answers', () => {
    const answers = (...pairs: [string, string][]) =>
      pairs.map(([question, answer]) => ({ question, answer }));

    it('is the same lead whatever the order of its answers, and another if an answer differs', async () => {
      const body = (list: { question: string; answer: string }[]) =>
        leadBody('mn-1', 'MN', { answers: list });
      const first = await post(
        body(answers(['Minimum Age', '40'], ['Credit Rating', 'GOOD'], ['Homeowner', 'Yes'])),
      );
      expect(first.statusCode, first.body).toBe(201);
      const again = await post(
        body(answers(['Homeowner', 'Yes'], ['Credit Rating', 'GOOD'], ['Minimum Age', '40'])),
      );
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      for (const list of [
        answers(['Minimum Age', '41'], ['Credit Rating', 'GOOD'], ['Homeowner', 'Yes']),
        answers(['Minimum Age', '40'], ['Credit Rating', 'GOOD']),
        answers(['Minimum Age', '40'], ['Credit Rating', 'GOOD'], ['Homeowner', 'Yes'], ['X', '']),
      ]) {
        expectError(await post(body(list)), 422, M.vendorLeadIdReused, 'vendorLeadId');
      }
    });
  });

  describe('maxSold and caps', () => {
    it('an exclusive top channel (maxSold 1) buys alone', async () => {
      const exclusive = await addChannel(db, {
        clientId: clients[0]!,
        geo: 'OK',
        maxSold: 1,
        trumpFlag: 2,
      });
      await addChannel(db, { clientId: clients[1]!, geo: 'OK' });
      const res = await post(leadBody('ok-1', 'OK'));
      expect(res.json()).toMatchObject({ buyers: 1 });
      const sales = await salesOf((res.json() as IntakeLeadResponse).leadId);
      expect(sales.map((s) => s.channelId)).toEqual([exclusive]);
    });

    it('never sells a lead twice to one client, nor past the smallest maxSold', async () => {
      for (const clientId of clients.slice(0, 3)) {
        await addChannel(db, { clientId, geo: 'GA', maxSold: 2, priceCents: 1800 });
        await addChannel(db, { clientId, geo: 'GA' });
      }
      const res = await post(leadBody('ga-1', 'GA'));
      const sales = await salesOf((res.json() as IntakeLeadResponse).leadId);
      expect(sales).toHaveLength(2);
      expect(new Set(sales.map((s) => s.clientId)).size).toBe(2);
    });

    it('a sale reaching the day cap sets DAYCAPPED until the next local midnight', async () => {
      const channel = await addChannel(db, { clientId: clients[2]!, geo: 'CO', dailyCap: 1 });
      expect((await post(leadBody('co-1', 'CO'))).json()).toMatchObject({ buyers: 1 });
      expect(await channelStatus(db, channel)).toBe('DAYCAPPED');
      const [hold] = await db
        .select()
        .from(channelCapRestores)
        .where(eq(channelCapRestores.channelId, channel));
      expect(hold!.restoresAt.getTime()).toBeGreaterThan(Date.now());
      const next = await post(leadBody('co-2', 'CO'));
      expect(next.json()).toMatchObject({ buyers: 0, status: 'unsold' });
      const body = await diagnostics(channel);
      expect(body.missed[0]).toMatchObject({ reasonCode: 'channelDayCapped' });
    });
  });

  describe('subscription filters', () => {
    /** Filters a channel buys with: Credit Rating in (EXCELLENT), Minimum Age >= 30. */
    async function filterChannel(channelId: number) {
      const types = await db.select().from(subscriptionFilterTypes);
      const typeId = (name: string) => types.find((type) => type.name === name)!.id;
      const [excellent] = await db
        .select()
        .from(subscriptionFilterLookups)
        .where(eq(subscriptionFilterLookups.value, 'EXCELLENT'));
      await db.insert(channelSubscriptionFilters).values([
        { channelId, filterTypeId: typeId('Credit Rating'), lookupId: excellent!.id },
        { channelId, filterTypeId: typeId('Minimum Age'), inputValue: '30' },
      ]);
    }
    const answers = (credit: string, age: string) => ({
      answers: [
        { question: 'Credit Rating', answer: credit },
        { question: 'Minimum Age', answer: age },
      ],
    });

    it('a lead failing a filter is not sold to the channel, and its diagnostics name the filter', async () => {
      const filtered = await addChannel(db, { clientId: clients[3]!, geo: 'IL', priceCents: 4000 });
      await filterChannel(filtered);
      const other = await addChannel(db, { clientId: clients[4]!, geo: 'IL' });

      const failing = await post(leadBody('il-1', 'IL', answers('GOOD', '40')));
      const failed = (failing.json() as IntakeLeadResponse).leadId;
      expect((await salesOf(failed)).map((s) => s.channelId)).toEqual([other]);
      const missed = (await diagnostics(filtered)).missed.find((m) => m.leadId === failed);
      expect(missed).toMatchObject({
        reasonCode: 'filterNotMet',
        message: 'The lead does not pass the filter Credit Rating.',
      });

      const young = await post(leadBody('il-2', 'IL', answers('EXCELLENT', '25')));
      const tooYoung = (young.json() as IntakeLeadResponse).leadId;
      expect((await diagnostics(filtered)).missed.find((m) => m.leadId === tooYoung)).toMatchObject(
        { message: 'The lead does not pass the filter Minimum Age.' },
      );

      const passing = await post(leadBody('il-3', 'IL', answers('excellent', '30')));
      const sold = await salesOf((passing.json() as IntakeLeadResponse).leadId);
      expect(sold.map((s) => s.channelId).sort()).toEqual([filtered, other].sort());
    });
  });

  describe('GET /api/LeadType/{id}/diagnostics', () => {
    it("404s an unknown channel, 403s another client's for a client user", async () => {
      expectError(await t.get('/api/LeadType/99999999/diagnostics', staff), 404);
      const agent = await t.as('agent@example.com');
      const other = await addChannel(db, { clientId: clients[7]!, geo: 'AZ' });
      const res = await t.get(`/api/LeadType/${other}/diagnostics`, agent);
      expect([403, 404]).toContain(res.statusCode);
    });
  });
});
