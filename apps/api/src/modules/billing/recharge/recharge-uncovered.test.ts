import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import { rechargeRequests } from '../../../db/schema/billing-products';
import { clients } from '../../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import {
  addChannel,
  balanceOf,
  createKey,
  fundedClients,
  isolateFromDemoChannels,
  leadBody,
  postLead,
} from '../../lead-flow/lead-flow-test-fixtures';
import { addSandboxCard } from '../cards/cards-test-helpers';

describe('a lead the balance does not cover', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let key: string;
  let short: number;
  let other: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    await isolateFromDemoChannels(t.app.database.db);
    key = await createKey(t);
  });
  afterAll(() => t.close());

  const openRequests = (clientId: number) =>
    t.app.database.db
      .select()
      .from(rechargeRequests)
      .where(and(eq(rechargeRequests.clientId, clientId), eq(rechargeRequests.status, 'pending')));

  const statusOf = async (clientId: number) =>
    (
      await t.app.database.db
        .select({ status: clients.status })
        .from(clients)
        .where(eq(clients.id, clientId))
    )[0]!.status;

  const post = async (id: string, state: 'TX' | 'OK') => {
    const res = await postLead(t, key, leadBody(id, state));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as IntakeLeadResponse;
  };

  it("queues the client's automatic recharge, whatever its threshold, and goes to others", async () => {
    [short, other] = (await fundedClients(t.app.database.db, 2, 100)) as [number, number];
    expect((await addSandboxCard(t, cs, short)).statusCode).toBe(201);
    const terms = await t.put(`/api/Products/${short}`, cs, [
      {
        productId: 1,
        paymentId: null,
        paymentTerms: {
          method: 'RECHARGE',
          chargeDay: null,
          rechargeAmount: 250,
          rechargeThreshold: 0,
        },
        spendLimit: null,
        billingType: 'CLIENT',
      },
    ]);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(await openRequests(short)).toEqual([]);
    await addChannel(t.app.database.db, { clientId: short, priceCents: 5_000_000 });

    expect(await post('short-1', 'TX')).toMatchObject({ status: 'unsold' });
    expect((await openRequests(short)).map((r) => r.amountCents)).toEqual([25_000]);
    await post('short-2', 'TX');
    expect(await openRequests(short)).toHaveLength(1);

    // A client paying by check is not recharged: it waits in PAUSE_RECHARGE for a deposit.
    await addChannel(t.app.database.db, { clientId: other, priceCents: 5_000_000, geo: 'OK' });
    await post('short-3', 'OK');
    expect(await openRequests(other)).toEqual([]);
    expect(await statusOf(other)).toBe('PAUSE_RECHARGE');
  });

  it('lifts PAUSE_RECHARGE once a deposit into that product pays the price again', async () => {
    const deposit = (Service: number, Amount: number) =>
      t.post(`/api/billing/${other}/transactions`, cs, {
        ClientId: other,
        Service,
        TypeCode: 'DEPOSIT',
        Amount,
        Description: 'Check deposit',
      });
    const short = 5_000_000 - (await balanceOf(t.app.database.db, other));
    expect((await deposit(2, 60_000)).statusCode).toBe(201);
    expect((await deposit(1, (short - 1) / 100)).statusCode).toBe(201);
    expect(await statusOf(other)).toBe('PAUSE_RECHARGE');

    expect((await deposit(1, 0.01)).statusCode).toBe(201);
    expect(await statusOf(other)).toBe('ACTIVE');
    expect(await post('short-4', 'OK')).toMatchObject({ status: 'sold' });
  });
});
