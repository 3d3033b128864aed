import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelDiagnostics } from '@client-admin/contracts/lead-flow';
import { rowsOf } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('demo leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("are routed by the intake's code: the demo client's channels have sales and diagnostics", async () => {
    const db = t.app.database.db;
    const [counts] = rowsOf<{ leads: number; sales: number; decisions: number }>(
      await db.execute(sql`select (select count(*)::int from leads where product_type_id = 1) as leads,
        (select count(*)::int from lead_sales) as sales,
        (select count(*)::int from lead_decisions) as decisions`),
    );
    expect(counts!.leads).toBe(8);
    expect(counts!.decisions).toBeGreaterThan(0);
    expect(counts!.sales).toBeGreaterThan(0);
    const [decided] = rowsOf<{ channel_id: number }>(
      await db.execute(sql`select channel_id from lead_decisions order by id limit 1`),
    );
    const res = await t.get(
      `/api/LeadType/${decided!.channel_id}/diagnostics`,
      await t.as('agent@example.com'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ChannelDiagnostics;
    expect(body.lastSevenDays.leadsSeen).toBeGreaterThan(0);
  });
});
