import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatDollars } from '@client-admin/domain/money';
import type { ChannelDiagnostics, IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import {
  addChannel,
  createKey,
  fundedClients,
  isolateFromDemoChannels,
  leadBody,
  postLead,
} from '../lead-flow-test-fixtures';

describe('a spend limit in the lead flow', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let key: string;
  let limited: number;
  let other: number;
  let limitedChannel: number;
  let otherChannel: number;
  let sent = 0;
  /** What the demo data charged the limited client this month, before these tests' leads. */
  let before = 0;
  /** What these tests charged and credited it since. */
  let charged = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    await isolateFromDemoChannels(t.app.database.db);
    key = await createKey(t);
    [limited, other] = (await fundedClients(t.app.database.db, 2, 100_000)) as [number, number];
    before = await monthSpendCents(limited);
    // Both exclusive: each lead has one buyer, the limited client's channel first while it may.
    limitedChannel = await addChannel(t.app.database.db, {
      clientId: limited,
      priceCents: 1500,
      trumpFlag: 2,
      maxSold: 1,
    });
    otherChannel = await addChannel(t.app.database.db, {
      clientId: other,
      priceCents: 1000,
      maxSold: 1,
    });
  });
  afterAll(() => t.close());

  /** The web spend the ledger keeps for the client's month (Central time, fundedClients'). */
  async function monthSpendCents(clientId: number): Promise<number> {
    const result = await t.app.database.db.execute(sql`
      select coalesce(sum(spent_cents), 0)::float8 as cents from month_spends
      where client_id = ${clientId} and product_type = 1
        and month = date_trunc('month', now() at time zone 'America/Chicago')::date`);
    return (result as unknown as { rows: { cents: number }[] }).rows[0]!.cents;
  }

  /** A limit of what the month has spent so far plus `dollars`. */
  const above = (dollars: number) => (before + dollars * 100) / 100;

  const setSpendLimit = async (spendLimit: number | null) => {
    const res = await t.put(`/api/Products/${limited}`, cs, [
      {
        productId: 1,
        paymentId: null,
        paymentTerms: {
          method: 'CHECK',
          chargeDay: null,
          rechargeAmount: null,
          rechargeThreshold: 50,
        },
        spendLimit,
        billingType: 'CLIENT',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
  };

  /** The channel that bought the next Texas lead (one of the two), and why not the limited one. */
  const nextBuyer = async () => {
    sent += 1;
    const res = await postLead(t, key, leadBody(`spend-${sent}`, 'TX'));
    expect(res.statusCode, res.body).toBe(201);
    const { leadId, buyers } = res.json() as IntakeLeadResponse;
    expect(buyers).toBe(1);
    const mine = (await t.get(`/api/LeadType/${limitedChannel}/diagnostics`, cs)).json();
    const missed = (mine as ChannelDiagnostics).missed.find((m) => m.leadId === leadId);
    if (!missed) charged += 1500;
    return { buyer: missed ? otherChannel : limitedChannel, missed };
  };

  it('sells up to the monthly limit, then the next lead goes elsewhere and says why', async () => {
    await setSpendLimit(above(45));
    for (let i = 0; i < 3; i += 1) expect((await nextBuyer()).missed).toBeUndefined();

    const { buyer, missed } = await nextBuyer();
    expect(buyer).toBe(otherChannel);
    expect(missed).toMatchObject({
      reasonCode: 'spendLimitReached',
      message: `The monthly Web spend limit of ${formatDollars(before + 4500)} is reached: ${formatDollars(before + 4500)} spent this month and the lead costs $15.00.`,
    });
    const body = (await t.get(`/api/LeadType/${limitedChannel}/diagnostics`, cs)).json();
    expect((body as ChannelDiagnostics).lastSevenDays.reasons).toContainEqual(
      expect.objectContaining({ reasonCode: 'spendLimitReached', count: 1 }),
    );
  });

  it('a raised limit lets the next lead sell, up to the new limit', async () => {
    await setSpendLimit(above(60));
    expect((await nextBuyer()).buyer).toBe(limitedChannel);
    expect((await nextBuyer()).missed?.reasonCode).toBe('spendLimitReached');
  });

  it('a lead credit makes room again; no limit excludes nothing', async () => {
    const credit = await t.post(`/api/billing/${limited}/transactions`, cs, {
      ClientId: limited,
      Service: 1,
      TypeCode: 'CREDIT',
      Amount: 15,
      Description: 'Lead credit',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    charged -= 1500;
    expect((await nextBuyer()).buyer).toBe(limitedChannel);
    expect((await nextBuyer()).buyer).toBe(otherChannel);

    await setSpendLimit(null);
    expect((await nextBuyer()).buyer).toBe(limitedChannel);
  });

  it("the ledger keeps the month's spend: its lead charges less its lead credits", async () => {
    expect(charged).toBe(6 * 1500 - 1500);
    expect(await monthSpendCents(limited)).toBe(before + charged);
  });
});
