import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelDiagnostics } from '@client-admin/contracts/lead-flow';
import { DECISION_RETENTION_DAYS } from '../../modules/lead-flow/diagnostics/lead-decisions-purge.job';
import { rowsOf } from '../../test/expect-error';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS, HISTORY_DAYS, utcDayStart } from './demo-clock';

describe('the demo history (issue 16)', () => {
  let t: TestApp;
  const query = async <T>(text: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.app.database.db.execute(text));

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has web leads on weekdays of the last 90 days, up to yesterday, routed by the engine', async () => {
    const [span] = await query<{ first: string; last: string; leads: number; sold: number }>(sql`
      select min(received_at)::text as first, max(received_at)::text as last,
        count(*)::int as leads,
        count(*) filter (where exists (select 1 from lead_sales s where s.lead_id = l.id))::int as sold
      from leads l where product_type_id = 1 and vendor_lead_id like 'demo-%'`);
    const today = utcDayStart(Date.now());
    expect(Date.parse(span!.first)).toBeLessThan(today - (HISTORY_DAYS - 5) * DAY_MS);
    expect(Date.parse(span!.first)).toBeGreaterThanOrEqual(today - HISTORY_DAYS * DAY_MS);
    expect(Date.parse(span!.last)).toBeLessThan(today);
    expect(span!.leads).toBeGreaterThan(50);
    expect(span!.sold).toBeGreaterThan(0);
    const weekend = await query<{ id: number }>(sql`
      select id from leads where vendor_lead_id like 'demo-%'
      and extract(isodow from received_at at time zone 'UTC') in (6, 7)`);
    expect(weekend).toEqual([]);
  });

  it('charges every sale once, at its price, when it was made, and the ledger is sound', async () => {
    const mismatched = await query<{ id: number }>(sql`
      select s.id from lead_sales s
      left join ledger_transactions tr on tr.id = s.ledger_transaction_id
      where s.price_cents > 0 and (tr.id is null or tr.amount_cents <> s.price_cents
        or tr.kind <> 'LEAD_CHARGE' or tr.create_date <> s.sold_at)`);
    expect(mismatched).toEqual([]);
    const [charges] = await query<{ unsold: number }>(sql`
      select count(*)::int as unsold from ledger_transactions tr where kind = 'LEAD_CHARGE'
      and not exists (select 1 from lead_sales s where s.ledger_transaction_id = tr.id)
      and not exists (select 1 from call_legs l where l.ledger_transaction_id = tr.id)`);
    expect(charges!.unsold).toBe(0);
    expectSound(await auditLedger(t.app.database.db));
  });

  it("keeps the demo logins' clients in their status, their balances funded", async () => {
    const clients = await query<{ id: number; status: string; web: number; call: number }>(sql`
      select c.id, c.status,
        (select balance_cents from balances where client_id = c.id and product_type = 1)::int as web,
        (select balance_cents from balances where client_id = c.id and product_type = 2)::int as call
      from clients c where c.id in (1, 3) order by c.id`);
    expect(clients.map((c) => c.status)).toEqual(['ACTIVE', 'CORPORATE']);
    for (const c of clients) {
      expect(c.web).toBeGreaterThan(0);
      expect(c.call).toBeGreaterThan(0);
    }
  });

  it('sent the deliveries by the delivery job and wrote the statements of the closed months', async () => {
    const pending = await query<{ status: string }>(sql`
      select distinct status from lead_deliveries where status <> 'sent'`);
    expect(pending).toEqual([]);
    const [mail] = await query<{ n: number }>(sql`select count(*)::int as n from mail_outbox`);
    expect(mail!.n).toBeGreaterThan(0);
    const months = await query<{ month: string }>(sql`
      select distinct to_char(period_start, 'YYYY-MM') as month from statements
      where client_id = 1 order by 1`);
    // Every month that closed since the history began, the month it began in included.
    const closed: string[] = [];
    const cursor = new Date(utcDayStart(Date.now()) - HISTORY_DAYS * DAY_MS);
    cursor.setUTCDate(1);
    const thisMonth = new Date().toISOString().slice(0, 7);
    while (cursor.toISOString().slice(0, 7) < thisMonth) {
      closed.push(cursor.toISOString().slice(0, 7));
      cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    }
    expect(months.map((m) => m.month)).toEqual(closed);
  });

  it('keeps routing decisions for their retention, and the diagnostics read them', async () => {
    const [oldest] = await query<{ at: string }>(sql`
      select min(decided_at)::text as at from lead_decisions`);
    expect(Date.parse(oldest!.at)).toBeGreaterThanOrEqual(
      Date.now() - (DECISION_RETENTION_DAYS + 1) * DAY_MS,
    );
    const [decided] = await query<{ channel_id: number }>(sql`
      select d.channel_id from lead_decisions d join channels c on c.id = d.channel_id
      where c.client_id = 1 order by d.decided_at desc limit 1`);
    const res = await t.get(
      `/api/LeadType/${decided!.channel_id}/diagnostics`,
      await t.as('agent@example.com'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ChannelDiagnostics;
    expect(body.lastSevenDays.leadsSeen).toBeGreaterThan(0);
  });
});
