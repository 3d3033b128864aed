import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { channelDailySales, leads, leadSales } from '../../../db/schema/lead-flow';
import type { TestApp } from '../../../test/test-app';
import {
  addChannel,
  channelStatus,
  isolateFromDemoChannels,
  leadBody,
  leadFlowTestApp,
  postLead,
} from '../lead-flow-test-fixtures';

describe("a channel's daily sales the routing counts (migration 0029)", () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let channel: number;
  const post = (vendorLeadId: string) => postLead(t, key, leadBody(vendorLeadId, 'CO'));

  beforeAll(async () => {
    let clients: number[];
    ({ t, db, clients, key } = await leadFlowTestApp(1, 10_000));
    channel = await addChannel(db, { clientId: clients[0]!, geo: 'CO', dailyCap: 3 });
  });
  afterAll(() => t.close());

  it('follow the sales, and the day cap counts them', async () => {
    for (const id of ['day-1', 'day-2']) {
      expect((await post(id)).json()).toMatchObject({ buyers: 1 });
    }
    const sales = await db.select().from(leadSales).where(eq(leadSales.channelId, channel));
    const days = await db
      .select({ localDate: channelDailySales.localDate, sold: channelDailySales.sold })
      .from(channelDailySales)
      .where(eq(channelDailySales.channelId, channel));
    expect(days).toEqual([{ localDate: sales[0]!.localDate, sold: 2 }]);
    expect(await channelStatus(db, channel)).toBe('ACTIVE');
    expect((await post('day-3')).json()).toMatchObject({ buyers: 1 });
    expect(await channelStatus(db, channel)).toBe('DAYCAPPED');
  });

  it('refuses to change or delete a sale, which would leave the counts behind', async () => {
    await expect(
      db.execute(sql`update lead_sales set price_cents = 1 where channel_id = ${channel}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from lead_sales where channel_id = ${channel}`),
    ).rejects.toThrow();
    const [day] = await db
      .select({ sold: channelDailySales.sold })
      .from(channelDailySales)
      .where(eq(channelDailySales.channelId, channel));
    expect(day!.sold).toBe(3);
  });

  it("keep each day's latest sale, which ranks equal channels by their last sale", async () => {
    const [today] = await db
      .select({ lastSoldAt: channelDailySales.lastSoldAt })
      .from(channelDailySales)
      .where(eq(channelDailySales.channelId, channel));
    const [latest] = await db
      .select({ at: sql<Date>`max(${leadSales.soldAt})` })
      .from(leadSales)
      .where(eq(leadSales.channelId, channel));
    expect(today!.lastSoldAt).toEqual(new Date(latest!.at));
  });
});

/**
 * Among equal channels the least recently served buys (decision 0047): a sale of this month is
 * read from the daily counts, an older one from the sales themselves.
 */
describe("the routing's last sale of a channel (migration 0033)", () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clientIds: number[];
  const DAY = 86_400_000;

  beforeAll(async () => {
    ({ t, db, clients: clientIds, key } = await leadFlowTestApp(2, 100_000));
  });
  afterAll(() => t.close());

  /** A sale of the channel at that instant, of a lead that matched no channel (Minnesota). */
  async function soldAt(channelId: number, clientId: number, at: Date) {
    const res = await postLead(t, key, leadBody(`old-sale-${channelId}-${at.getTime()}`, 'MN'));
    const { leadId } = res.json() as { leadId: number };
    await db.insert(leadSales).values({
      leadId,
      channelId,
      clientId,
      priceCents: 1500,
      localDate: at.toISOString().slice(0, 10),
      soldAt: at,
      productTypeId: 1,
    });
  }

  /** Two equal Georgia channels, the first by id sold long ago; the second then as `second`. */
  async function buyerOf(second: 'never' | 'today', vendorLeadId: string) {
    await isolateFromDemoChannels(db);
    const older = await addChannel(db, { clientId: clientIds[0]!, geo: 'GA', maxSold: 1 });
    const newer = await addChannel(db, { clientId: clientIds[1]!, geo: 'GA', maxSold: 1 });
    await soldAt(older, clientIds[0]!, new Date(Date.now() - 70 * DAY));
    if (second === 'today') await soldAt(newer, clientIds[1]!, new Date(Date.now() - 60_000));
    await postLead(t, key, leadBody(vendorLeadId, 'GA'));
    const [sale] = await db
      .select({ channelId: leadSales.channelId })
      .from(leadSales)
      .innerJoin(leads, eq(leads.id, leadSales.leadId))
      .where(eq(leads.vendorLeadId, vendorLeadId));
    return { buyer: sale?.channelId, older, newer };
  }

  it('serves a never served channel before one served seventy days ago', async () => {
    const { buyer, newer } = await buyerOf('never', 'last-sale-1');
    expect(buyer).toBe(newer);
  });

  it('serves a channel served seventy days ago before one served today', async () => {
    const { buyer, older } = await buyerOf('today', 'last-sale-2');
    expect(buyer).toBe(older);
  });
});
