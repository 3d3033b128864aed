import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { balances } from '../../../db/schema/billing';
import { leadSales } from '../../../db/schema/lead-flow';
import { rowsOf } from '../../../test/expect-error';
import type { TestApp } from '../../../test/test-app';
import {
  addChannel,
  isolateFromDemoChannels,
  leadBody,
  leadFlowTestApp,
  postLead,
} from '../lead-flow-test-fixtures';

/**
 * A buyer whose balance another transaction holds (another lead being sold to it) is passed
 * over for an equal channel rather than waited for; a buyer the ranking still puts first is
 * waited for. PGlite has one connection, so this runs only with DATABASE_URL.
 */
describe.skipIf(!process.env.DATABASE_URL)('intake with busy buyers', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clientIds: number[];

  beforeAll(async () => {
    ({ t, db, clients: clientIds, key } = await leadFlowTestApp(3, 100_000));
  });
  afterAll(() => t?.close());

  /**
   * Holds the Web balances of the clients in a transaction of its own until `release`, as a
   * decision selling to them holds them: locked, and written by the charge.
   */
  async function holdBalances(ids: number[]) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const done = db.transaction(async (tx) => {
      await tx
        .update(balances)
        .set({ balanceCents: sql`${balances.balanceCents} - 1500` })
        .where(and(inArray(balances.clientId, ids), eq(balances.productType, 1)));
      held();
      await released;
    });
    await holding;
    return async () => {
      release();
      await done;
    };
  }

  const post = (vendorLeadId: string) => postLead(t, key, leadBody(vendorLeadId));

  const waited = (ms: number) =>
    new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms));

  const buyersOf = async (vendorLeadId: string) =>
    rowsOf<{ client_id: number }>(
      await db.execute(sql`select s.client_id from lead_sales s join leads l on l.id = s.lead_id
        where l.vendor_lead_id = ${vendorLeadId}`),
    ).map((r) => r.client_id);

  it('sells to a free equal channel while the first choice is busy', async () => {
    await isolateFromDemoChannels(db);
    for (const clientId of clientIds) await addChannel(db, { clientId, maxSold: 1 });
    // Each client in turn is the only free one, the last first: the ranking (never served, then
    // by channel id) puts a held one first at least twice, and the lead still goes to the free
    // one at once, while the others are held.
    for (const [i, free] of [...clientIds].reverse().entries()) {
      const release = await holdBalances(clientIds.filter((id) => id !== free));
      try {
        const answer = await Promise.race([post(`busy-equal-${i}`), waited(5_000)]);
        expect(answer).not.toBe('waited');
        expect((answer as Awaited<ReturnType<typeof post>>).statusCode).toBe(201);
        expect(await buyersOf(`busy-equal-${i}`)).toEqual([free]);
      } finally {
        await release();
      }
    }
  });

  it('passes over a busy buyer for a free one sold to after the lead arrived', async () => {
    await isolateFromDemoChannels(db);
    const [busyClient, freeClient] = clientIds as [number, number];
    await addChannel(db, { clientId: busyClient, maxSold: 1 });
    const freeChannel = await addChannel(db, { clientId: freeClient, maxSold: 1 });
    // Under load the free buyer's last sale can be a later lead's, sold before this one is read.
    const unsold = await postLead(t, key, leadBody('busy-later-lead', 'MN'));
    const { leadId } = unsold.json() as { leadId: number };
    await db.insert(leadSales).values({
      leadId,
      channelId: freeChannel,
      clientId: freeClient,
      priceCents: 1500,
      localDate: new Date().toISOString().slice(0, 10),
      soldAt: new Date(Date.now() + 60_000),
      productTypeId: 1,
    });
    const release = await holdBalances([busyClient]);
    try {
      const answer = await Promise.race([post('busy-later-1'), waited(5_000)]);
      expect(answer).not.toBe('waited');
      expect(await buyersOf('busy-later-1')).toEqual([freeClient]);
    } finally {
      await release();
    }
  });

  it('waits for a busy buyer the ranking still puts first', async () => {
    await isolateFromDemoChannels(db);
    const [first, second] = clientIds as [number, number];
    await addChannel(db, { clientId: first, maxSold: 1, priceCents: 2500 });
    await addChannel(db, { clientId: second, maxSold: 1, priceCents: 1500 });
    const release = await holdBalances([first]);
    let answered = false;
    const answer = post('busy-first-1').then((a) => {
      answered = true;
      return a;
    });
    await waited(300);
    expect(answered).toBe(false);
    await release();
    expect((await answer).statusCode).toBe(201);
    expect(await buyersOf('busy-first-1')).toEqual([first]);
  });
});
