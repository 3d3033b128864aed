import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { channelDailySales, leadSales } from '../../../db/schema/lead-flow';
import type { TestApp } from '../../../test/test-app';
import {
  addChannel,
  channelStatus,
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
});
