import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@client-admin/contracts/leads';
import { CREDIT_REQUEST_WINDOW_DAYS } from '@client-admin/domain/credits/credit-constants';
import { rowsOf } from '../../test/expect-error';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS } from './demo-clock';

interface CreditRow {
  client_id: number;
  product_type_id: number;
  reason: string;
  status: string;
  sold_at: string;
  requested_at: string;
  price_cents: number;
  credit_amount: number | null;
  credit_client: number | null;
  credit_kind: string | null;
  denial_reason: string | null;
}

describe('the demo lead credits (decision 0044)', () => {
  let t: TestApp;
  let credits: CreditRow[];
  const query = async <T>(text: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.app.database.db.execute(text));

  beforeAll(async () => {
    t = await buildTestApp();
    credits = await query<CreditRow>(sql`
      select c.client_id, c.product_type_id, c.reason, c.status, s.sold_at::text,
        c.requested_at::text, s.price_cents, tr.amount_cents as credit_amount,
        tr.client_id as credit_client, tr.kind as credit_kind, c.denial_reason
      from lead_credits c join lead_sales s on s.id = c.sale_id
      left join ledger_transactions tr on tr.id = c.ledger_transaction_id
      order by c.id`);
  });
  afterAll(() => t.close());

  it('has pending requests of web and call leads of three clients, client 1 among them', () => {
    const pending = credits.filter((c) => c.status === 'Pending');
    expect(pending.length).toBeGreaterThanOrEqual(5);
    expect(new Set(pending.map((c) => c.client_id))).toEqual(new Set([1, 4, 6]));
    expect(pending.filter((c) => c.product_type_id === 1).length).toBeGreaterThanOrEqual(4);
    expect(pending.filter((c) => c.product_type_id === 2).map((c) => c.reason)).toEqual([
      'CALL_HANG_UP',
    ]);
    expect(new Set(pending.map((c) => c.reason)).size).toBe(pending.length);
  });

  it('asked each within ten days of its charged sale', () => {
    for (const c of credits) {
      const age = Date.parse(c.requested_at) - Date.parse(c.sold_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(CREDIT_REQUEST_WINDOW_DAYS * DAY_MS);
      expect(c.price_cents).toBeGreaterThan(0);
    }
  });

  it('approved one with its CREDIT in the ledger and denied one with its reason', () => {
    const approved = credits.filter((c) => c.status === 'Approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      client_id: 1,
      credit_kind: 'CREDIT',
      credit_client: 1,
      credit_amount: approved[0]!.price_cents,
    });
    const denied = credits.filter((c) => c.status === 'Denied');
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({ denial_reason: 'VALID_LEAD', credit_kind: null });
  });

  it('leaves client 1 recent web leads to ask a credit for, and the ledger sound', async () => {
    const open = await query<{ id: number }>(sql`
      select s.id from lead_sales s
      where s.client_id = 1 and s.product_type_id = 1 and s.price_cents > 0
        and s.sold_at > now() - interval '9 days'
        and not exists (select 1 from lead_credits c where c.sale_id = s.id)
      order by s.id`);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const agent = await t.as('agent@example.com');
    const lead = (await t.get(`/api/leads/${open[0]!.id}`, agent)).json() as Lead;
    expect(lead.creditRequest).toBeNull();
    const res = await t.get('/api/clients/1/credit_eligibility?product=1', agent);
    expect(res.json()).toMatchObject({ eligible: true });
    expectSound(await auditLedger(t.app.database.db));
  });
});
