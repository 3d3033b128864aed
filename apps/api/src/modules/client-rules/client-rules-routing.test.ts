import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelDiagnostics, IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import type { Database } from '../../db/database';
import { leadSales } from '../../db/schema/lead-flow';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  addChannel,
  createKey,
  fundedClients,
  isolateFromDemoChannels,
  leadBody,
  postLead,
} from '../lead-flow/lead-flow-test-fixtures';

describe('client rules in the lead flow', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let cs: { authorization: string };
  let deduping: number;
  let other: number;
  let dedupingChannel: number;

  const post = async (vendorLeadId: string, phone: string) => {
    const res = await postLead(t, key, leadBody(vendorLeadId, 'CO', { phone }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as IntakeLeadResponse;
  };
  const buyersOf = async (leadId: number) =>
    (await db.select().from(leadSales).where(eq(leadSales.leadId, leadId)))
      .map((s) => s.clientId)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.database.db;
    await isolateFromDemoChannels(db);
    [deduping, other] = (await fundedClients(db, 2, 100_000)) as [number, number];
    dedupingChannel = await addChannel(db, { clientId: deduping, geo: 'CO' });
    await addChannel(db, { clientId: other, geo: 'CO' });
    key = await createKey(t);
    cs = await t.as('cs@example.com');
    const rule = await t.post('/api/ClientRule', cs, {
      clientId: deduping,
      clientQuoteTypeId: null,
      ruleName: 'Dedupe 30 Days',
    });
    expect(rule.statusCode, rule.body).toBe(201);
  });
  afterAll(() => t.close());

  it("keeps a dedupe rule's client from buying a consumer twice, whoever else buys", async () => {
    const first = await post('co-1', '(303) 555-0199');
    expect(await buyersOf(first.leadId)).toEqual([deduping, other].sort((a, b) => a - b));

    const again = await post('co-2', '303.555.0199');
    expect(await buyersOf(again.leadId)).toEqual([other]);

    const someoneElse = await post('co-3', '(303) 555-0142');
    expect(await buyersOf(someoneElse.leadId)).toContain(deduping);

    const res = await t.get(`/api/LeadType/${dedupingChannel}/diagnostics`, cs);
    expect(res.statusCode, res.body).toBe(200);
    const missed = (res.json() as ChannelDiagnostics).missed.find((m) => m.leadId === again.leadId);
    expect(missed).toMatchObject({ reasonCode: 'repeatConsumer' });
    expect(missed!.message).toContain('30-day dedupe rule');
  });
});
