import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import { rechargeRequests } from '../../../db/schema/billing-products';
import { buildTestApp, type TestApp } from '../../../test/test-app';
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

describe('a lead sale that takes a balance below its threshold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await isolateFromDemoChannels(t.app.database.db);
  });
  afterAll(() => t.close());

  it('queues one automatic recharge, which the job charges to the primary card', async () => {
    const db = t.app.database.db;
    const cs = await t.as('cs@example.com');
    const [client] = await fundedClients(db, 1, 10_000);
    await addChannel(db, { clientId: client!, geo: 'MN', priceCents: 1_500 });
    expect((await addSandboxCard(t, cs, client!)).statusCode).toBe(201);
    const before = await balanceOf(db, client!);
    const terms = await t.put(`/api/Products/${client}`, cs, [
      {
        productId: 1,
        paymentId: null,
        paymentTerms: {
          method: 'RECHARGE',
          chargeDay: null,
          rechargeAmount: 100,
          rechargeThreshold: (before - 2_000) / 100,
        },
        spendLimit: null,
        billingType: 'CLIENT',
      },
    ]);
    expect(terms.statusCode, terms.body).toBe(200);
    const open = () =>
      db.select().from(rechargeRequests).where(eq(rechargeRequests.clientId, client!));
    expect(await open()).toHaveLength(0);

    const key = await createKey(t);
    const sale = await postLead(t, key, leadBody('mn-1', 'MN'));
    expect((sale.json() as IntakeLeadResponse).buyers, sale.body).toBe(1);
    expect(await open()).toHaveLength(0);
    // Still above the threshold: nothing queued. Below it after enough sales: one request.
    for (let i = 2; (await balanceOf(db, client!)) >= before - 2_000; i += 1) {
      const res = await postLead(t, key, leadBody(`mn-${i}`, 'MN'));
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await open()).toMatchObject([{ status: 'pending', amountCents: 10_000 }]);
    const low = await balanceOf(db, client!);
    expect(await t.app.jobs.run('card-recharge')).toMatchObject({ approved: 1 });
    expect(await balanceOf(db, client!)).toBe(low + 10_000);
  });
});
