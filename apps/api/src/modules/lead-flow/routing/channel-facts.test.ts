import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { channels, channelSubscriptionFilters } from '../../../db/schema/channels';
import { leadSales } from '../../../db/schema/lead-flow';
import { subscriptionFilterTypes } from '../../../db/schema/packages';
import { scheduleDays, schedules } from '../../../db/schema/schedules';
import type { TestApp } from '../../../test/test-app';
import { addChannel, leadBody, leadFlowTestApp, postLead } from '../lead-flow-test-fixtures';

interface Market {
  t: TestApp;
  db: Database;
  key: string;
  channelId: number;
}

/** Posts a Texas lead and answers the price each channel bought it at. */
async function sell(
  market: Market,
  vendorLeadId: string,
  answers: { question: string; answer: string }[] = [],
): Promise<Map<number, number>> {
  const res = await postLead(market.t, market.key, { ...leadBody(vendorLeadId), answers });
  expect(res.statusCode, res.body).toBe(201);
  const sales = await market.db
    .select()
    .from(leadSales)
    .where(eq(leadSales.leadId, (res.json() as { leadId: number }).leadId));
  return new Map(sales.map((s) => [s.channelId, s.priceCents]));
}

async function market(): Promise<Market> {
  const { t, db, clients, key } = await leadFlowTestApp(1, 100_000);
  const channelId = await addChannel(db, { clientId: clients[0]!, priceCents: 1500 });
  return { t, db, key, channelId };
}

const setPrice = (m: Market, priceCents: number) =>
  m.db.update(channels).set({ priceCents }).where(eq(channels.id, m.channelId));

/**
 * The routing keeps each channel's row settings between decisions (decision 0047): whatever
 * writes the row, the next lead sees the write.
 */
describe("a channel's kept facts", () => {
  let a: Market;
  let b: Market;

  beforeAll(async () => {
    a = await market();
    b = await market();
  });
  afterAll(async () => {
    await a.t.close();
    await b.t.close();
  });

  it('follow a new price from the next lead', async () => {
    expect((await sell(a, 'facts-1')).get(a.channelId)).toBe(1500);
    await setPrice(a, 2100);
    expect((await sell(a, 'facts-2')).get(a.channelId)).toBe(2100);
  });

  it('follow a schedule closed through the schedule tables', async () => {
    const [schedule] = await a.db
      .select({ id: schedules.id })
      .from(schedules)
      .where(eq(schedules.ownerId, a.channelId));
    await a.db
      .update(scheduleDays)
      .set({ isActive: false })
      .where(eq(scheduleDays.scheduleId, schedule!.id));
    expect((await sell(a, 'facts-3')).has(a.channelId)).toBe(false);
    await a.db
      .update(scheduleDays)
      .set({ isActive: true })
      .where(eq(scheduleDays.scheduleId, schedule!.id));
    expect((await sell(a, 'facts-4')).get(a.channelId)).toBe(2100);
  });

  it('follow a filter added and removed in its own table', async () => {
    const [age] = await a.db
      .select()
      .from(subscriptionFilterTypes)
      .where(eq(subscriptionFilterTypes.name, 'Minimum Age'));
    const aged25 = [{ question: 'Minimum Age', answer: '25' }];
    expect((await sell(a, 'facts-5', aged25)).has(a.channelId)).toBe(true);
    await a.db
      .insert(channelSubscriptionFilters)
      .values({ channelId: a.channelId, filterTypeId: age!.id, inputValue: '30' });
    expect((await sell(a, 'facts-6', aged25)).has(a.channelId)).toBe(false);
    await a.db
      .delete(channelSubscriptionFilters)
      .where(eq(channelSubscriptionFilters.channelId, a.channelId));
    expect((await sell(a, 'facts-7', aged25)).has(a.channelId)).toBe(true);
  });

  it('are kept per database: two copies of one template, written alike, keep their own', async () => {
    // Both databases start from the same template and take the same steps, so their channels'
    // rows carry the same versions; only the price written differs.
    for (const m of [a, b]) await m.t.close();
    a = await market();
    b = await market();
    expect(a.channelId).toBe(b.channelId);
    expect((await sell(a, 'copy-1')).get(a.channelId)).toBe(1500);
    expect((await sell(b, 'copy-1')).get(b.channelId)).toBe(1500);
    await setPrice(a, 1700);
    await setPrice(b, 1900);
    expect((await sell(a, 'copy-2')).get(a.channelId)).toBe(1700);
    expect((await sell(b, 'copy-2')).get(b.channelId)).toBe(1900);
  });
});
