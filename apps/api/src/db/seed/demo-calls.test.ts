import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CallLogResponse } from '@client-admin/contracts/leads';
import { rowsOf } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { HISTORY_DAYS } from './demo-clock';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface LegRow {
  sid: string;
  client_id: number;
  status: string;
  billable: boolean;
  price_cents: number;
  sale_id: number | null;
  kind: string | null;
  amount_cents: number | null;
  recording_key: string | null;
  delivered_at: string;
}

describe('demo calls (issue 16)', () => {
  let t: TestApp;
  let legs: LegRow[];

  beforeAll(async () => {
    t = await buildTestApp();
    legs = rowsOf<LegRow>(
      await t.app.database.db.execute(sql`
        select l.sid, l.client_id, l.status, l.billable, l.price_cents, l.sale_id,
          tr.kind, tr.amount_cents, l.recording_key, l.delivered_at::text
        from call_legs l left join ledger_transactions tr on tr.id = l.ledger_transaction_id
        order by l.delivered_at`),
    );
  });
  afterAll(() => t.close());

  const agentLegs = () => legs.filter((l) => l.client_id === 1);

  it('gives the demo agent and the corporate client calls over the history, none in flight', () => {
    expect(agentLegs().length).toBeGreaterThanOrEqual(8);
    expect(legs.some((l) => l.client_id === 3)).toBe(true);
    expect(legs.every((l) => !['ringing', 'answered'].includes(l.status))).toBe(true);
    const times = legs.map((l) => Date.parse(l.delivered_at));
    expect(Math.min(...times)).toBeLessThan(Date.now() - 14 * DAY);
    expect(Math.max(...times)).toBeLessThan(Date.now());
  });

  it('bills answered calls through the ledger and leaves missed ones unbilled', () => {
    const billed = agentLegs().filter((l) => l.billable);
    expect(billed.length).toBeGreaterThan(0);
    for (const leg of billed) {
      expect(leg).toMatchObject({ status: 'completed', kind: 'LEAD_CHARGE' });
      expect(leg.amount_cents).toBe(leg.price_cents);
      expect(leg.sale_id).not.toBeNull();
    }
    const missed = legs.filter((l) => ['busy', 'no-answer', 'failed'].includes(l.status));
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((l) => !l.billable && l.sale_id === null)).toBe(true);
  });

  it("charges the agent's balance once per billed call and records its answer rate", async () => {
    const db = t.app.database.db;
    const [charges] = rowsOf<{ count: number; cents: number; balance: number }>(
      await db.execute(sql`select count(*)::int as count, coalesce(sum(amount_cents), 0)::int as cents,
        (select balance_cents from balances where client_id = 1 and product_type = 2)::int as balance
        from ledger_transactions
        where client_id = 1 and product_type = 2 and kind = 'LEAD_CHARGE' and description like 'Call lead %'`),
    );
    const billed = agentLegs().filter((l) => l.billable);
    expect(charges!.count).toBe(billed.length);
    // Each names its call by the sale's id, the lead id the agent sees in the portal.
    const [named] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ledger_transactions t
        join lead_sales s on s.ledger_transaction_id = t.id
        where t.client_id = 1 and t.product_type = 2 and t.description = 'Call lead ' || s.id`),
    );
    expect(named!.count).toBe(billed.filter((l) => l.price_cents > 0).length);
    expect(charges!.cents).toBe(billed.reduce((n, l) => n + l.price_cents, 0));
    expect(charges!.balance).toBeGreaterThan(0);
    const [channel] = rowsOf<{ answer_rate: string | null }>(
      await db.execute(sql`select answer_rate::text from channels where id = (
        select channel_id from call_legs where client_id = 1 order by id limit 1)`),
    );
    expect(Number(channel!.answer_rate)).toBeGreaterThan(0);
  });

  it("lists the calls in the agent's call log and plays a recording", async () => {
    const agent = await t.as('agent@example.com');
    const from = dayOf(Date.now() - (HISTORY_DAYS + 1) * DAY);
    const res = await t.get(
      `/api/leads/calls/search?ClientId=1&from=${from}&PageSize=100&prependOngoingCalls=false`,
      agent,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CallLogResponse;
    expect(body.items.map((i) => i.sid).sort()).toEqual(
      agentLegs()
        .map((l) => l.sid)
        .sort(),
    );
    const recorded = body.items.find((i) => i.hasRecording);
    expect(recorded).toBeDefined();
    const audio = await t.get(`/api/leads/calls/${recorded!.sid}/recording`, agent);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });
});
