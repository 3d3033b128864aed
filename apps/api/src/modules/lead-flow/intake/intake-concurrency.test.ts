import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../test/expect-error';
import { buildSecondInstance } from '../../../test/second-instance';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import {
  addChannel,
  createKey,
  fundedClients,
  isolateFromDemoChannels,
  leadBody,
} from '../lead-flow-test-fixtures';

const DAY_CAP = 5;
const MAX_SOLD = 3;
/** The leads of this test, not the demo's. */
const RACE_LEADS = sql`select id from leads where vendor_lead_id like 'race-%'`;

/**
 * Two API instances on one PostgreSQL database take leads at the same time, half of them
 * retries of a vendor lead id sent to the other instance: no lead is sold twice to one client or
 * past maxSold, no channel past its day cap, no balance below its limit, every retry answers the
 * first answer. PGlite has one connection, so this runs only with DATABASE_URL.
 */
describe.skipIf(!process.env.DATABASE_URL)('concurrent intake on two instances', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildSecondInstance>>;
  let db: Database;
  let key: string;
  let capped: number[];

  beforeAll(async () => {
    t = await buildTestApp();
    second = await buildSecondInstance(t);
    db = t.app.database.db;
    await isolateFromDemoChannels(db);
    const clients = await fundedClients(db, 5, 100_000);
    capped = [];
    for (const [i, clientId] of clients.entries()) {
      capped.push(
        await addChannel(db, {
          clientId,
          priceCents: 2000 + i * 100,
          dailyCap: DAY_CAP,
          maxSold: MAX_SOLD,
        }),
      );
      await addChannel(db, { clientId, priceCents: 1500, maxSold: MAX_SOLD });
    }
    key = await createKey(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('sells each lead at most maxSold times, once a client, within caps and balances', async () => {
    const send = (instance: 0 | 1, n: number) =>
      (instance === 0 ? t.app : second.app).inject({
        method: 'POST',
        url: '/api/intake/leads',
        headers: { 'x-api-key': key },
        payload: leadBody(`race-${n}`),
      });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send((i % 2) as 0 | 1, Math.floor(i / 2))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(201));
    for (let n = 0; n < 20; n++) {
      expect(answers[2 * n]!.json()).toEqual(answers[2 * n + 1]!.json());
    }
    const leadIds = new Set(answers.map((a) => (a.json() as IntakeLeadResponse).leadId));
    expect(leadIds.size).toBe(20);

    const perLead = rowsOf<{ lead_id: number; sales: number; clients: number }>(
      await db.execute(sql`select lead_id, count(*)::int as sales,
        count(distinct client_id)::int as clients from lead_sales
        where lead_id in (${RACE_LEADS}) group by lead_id`),
    );
    expect(perLead).toHaveLength(20);
    for (const row of perLead) {
      expect(row.sales).toBeLessThanOrEqual(MAX_SOLD);
      expect(row.clients).toBe(row.sales);
    }
    const perChannel = rowsOf<{ channel_id: number; sales: number }>(
      await db.execute(sql`select channel_id, count(*)::int as sales from lead_sales
        where lead_id in (${RACE_LEADS}) group by channel_id`),
    );
    for (const row of perChannel.filter((r) => capped.includes(r.channel_id))) {
      expect(row.sales).toBeLessThanOrEqual(DAY_CAP);
    }
    const sold = perLead.reduce((sum, r) => sum + r.sales, 0);
    const charges = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ledger_transactions
        where kind = 'LEAD_CHARGE' and description like 'Lead %'
          and created_by = 'system' and id in (select ledger_transaction_id from lead_sales
            where lead_id in (${RACE_LEADS}))`),
    );
    expect(charges[0]!.n).toBe(sold);
  });
});
